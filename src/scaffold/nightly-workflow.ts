/** Where `init` puts the QA team's profile and expected failures, relative to its repository. */
export const CONFORMANCE_FOLDER = 'conformance';

/**
 * The nightly GitHub workflow `init` writes (`.github/workflows/vop-conformance.yml`): every night
 * and by hand, install the project's dependencies (vop-conformance among them), then the
 * reusable step of the installed package (`uses: ./node_modules/vop-conformance`, its
 * action.yml) with the team's profile and expected failures; secrets from the repository's.
 */
export function nightlyWorkflow(): string {
  return `# Nightly conformance run against the provider's sandbox, made by \`vop-conformance init\`.
# Set the repository secrets VOP_BASE_URL, VOP_API_KEY and VOP_API_SECRET (and, if used,
# VOP_AUTH_URL, VOP_LIMITED_API_KEY, VOP_LIMITED_API_SECRET). The step runs the suite with the
# profile and expected failures of ${CONFORMANCE_FOLDER}/, keeps the run history in the Actions
# cache, uploads the report folder and writes the results to the job summary. It fails on any
# failed rule that is not an expected failure.
name: vop-conformance nightly

on:
  schedule:
    - cron: '17 2 * * *'
  workflow_dispatch:

permissions:
  contents: read
  checks: write

concurrency:
  group: vop-conformance
  cancel-in-progress: false

jobs:
  conformance:
    runs-on: ubuntu-latest
    timeout-minutes: 60
    env:
      VOP_BASE_URL: \${{ secrets.VOP_BASE_URL }}
      VOP_AUTH_URL: \${{ secrets.VOP_AUTH_URL }}
      VOP_API_KEY: \${{ secrets.VOP_API_KEY }}
      VOP_API_SECRET: \${{ secrets.VOP_API_SECRET }}
      VOP_LIMITED_API_KEY: \${{ secrets.VOP_LIMITED_API_KEY }}
      VOP_LIMITED_API_SECRET: \${{ secrets.VOP_LIMITED_API_SECRET }}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - name: Install
        run: npm ci
      - name: Conformance run against the sandbox
        id: vop
        uses: ./node_modules/vop-conformance
        with:
          profile: ${CONFORMANCE_FOLDER}/profile.json
          expected-failures: ${CONFORMANCE_FOLDER}/expected-failures.json
          report-dir: reports
      - name: Counts
        if: always()
        run: echo "passed \${{ steps.vop.outputs.passed }}, failed \${{ steps.vop.outputs.failed }}"
`;
}
