import { pinnedUses } from './pinned-actions.ts';

/** Where `init` puts the QA team's profile and expected failures, relative to its repository. */
export const CONFORMANCE_FOLDER = 'conformance';

/**
 * The nightly GitHub workflow `init` writes (`.github/workflows/vop-conformance.yml`, a workflow
 * a bank can keep): every night and by hand, install the project's
 * dependencies (vop-conformance among them), write the client certificate files from secrets to
 * `$RUNNER_TEMP` when there are any, then the reusable step of the installed package (`uses:
 * ./node_modules/vop-conformance`, its action.yml) with the team's profile and expected
 * failures, a required target (a missing VOP_BASE_URL secret fails the job, naming it) and a
 * retention period for the report. Every action is pinned by commit (`pinned-actions.ts`); the
 * runner is a documented choice (self-hosted behind a proxy); no third-party action by default.
 */
export function nightlyWorkflow(): string {
  return `# Nightly conformance run against the provider's sandbox, made by \`vop-conformance init\`.
# Set the repository secrets VOP_BASE_URL, VOP_API_KEY and VOP_API_SECRET (and, if used,
# VOP_AUTH_URL, VOP_LIMITED_API_KEY, VOP_LIMITED_API_SECRET). A secret that is not set reads as an
# empty string: require-target makes a missing VOP_BASE_URL fail the job with one line naming
# it, instead of a green run against the tool's own mock.
# Mutual TLS: set VOP_CLIENT_CERT_PEM and VOP_CLIENT_KEY_PEM (the PEM texts), or
# VOP_CLIENT_PFX_BASE64 (the PKCS#12 file, base64), and VOP_CLIENT_KEY_PASSPHRASE if the key is
# encrypted; the files are written to $RUNNER_TEMP (mode 600), which the runner empties after the job.
# The step runs the suite with the profile and expected failures of ${CONFORMANCE_FOLDER}/, keeps
# the run history in the Actions cache, uploads the report folder (kept retention-days) and
# writes the results to the job summary. It fails on any failed rule that is not an expected
# failure. Every action is pinned by commit, its tag in a comment: update them on purpose.
name: vop-conformance nightly

on:
  schedule:
    - cron: '17 2 * * *'
  workflow_dispatch:

# Read-only. With junit-annotations: true (below) add checks: write.
permissions:
  contents: read

concurrency:
  group: vop-conformance
  cancel-in-progress: false

jobs:
  conformance:
    # GitHub-hosted by default. A sandbox reachable only from the bank's network needs a
    # self-hosted runner there, e.g. runs-on: [self-hosted, linux]; give it the proxy of that
    # network as HTTPS_PROXY and NO_PROXY in its environment (see the README of vop-conformance).
    runs-on: ubuntu-latest
    timeout-minutes: 60
    env:
      VOP_BASE_URL: \${{ secrets.VOP_BASE_URL }}
      VOP_AUTH_URL: \${{ secrets.VOP_AUTH_URL }}
      VOP_API_KEY: \${{ secrets.VOP_API_KEY }}
      VOP_API_SECRET: \${{ secrets.VOP_API_SECRET }}
      VOP_LIMITED_API_KEY: \${{ secrets.VOP_LIMITED_API_KEY }}
      VOP_LIMITED_API_SECRET: \${{ secrets.VOP_LIMITED_API_SECRET }}
      VOP_CLIENT_KEY_PASSPHRASE: \${{ secrets.VOP_CLIENT_KEY_PASSPHRASE }}
    steps:
      - uses: ${pinnedUses('checkout')}
        with:
          persist-credentials: false
      - uses: ${pinnedUses('setupNode')}
        with:
          node-version: 24
          cache: npm
      - name: Install
        run: npm ci
      - name: Client certificate from secrets (mutual TLS; nothing without them)
        env:
          CLIENT_CERT_PEM: \${{ secrets.VOP_CLIENT_CERT_PEM }}
          CLIENT_KEY_PEM: \${{ secrets.VOP_CLIENT_KEY_PEM }}
          CLIENT_PFX_BASE64: \${{ secrets.VOP_CLIENT_PFX_BASE64 }}
        run: |
          umask 077
          if [ -n "$CLIENT_CERT_PEM" ]; then
            printf '%s\\n' "$CLIENT_CERT_PEM" > "$RUNNER_TEMP/vop-client.pem"
            printf '%s\\n' "$CLIENT_KEY_PEM" > "$RUNNER_TEMP/vop-client.key"
            echo "VOP_CLIENT_CERT=$RUNNER_TEMP/vop-client.pem" >> "$GITHUB_ENV"
            echo "VOP_CLIENT_KEY=$RUNNER_TEMP/vop-client.key" >> "$GITHUB_ENV"
          fi
          if [ -n "$CLIENT_PFX_BASE64" ]; then
            printf '%s' "$CLIENT_PFX_BASE64" | base64 -d > "$RUNNER_TEMP/vop-client.p12"
            echo "VOP_CLIENT_PFX=$RUNNER_TEMP/vop-client.p12" >> "$GITHUB_ENV"
          fi
      - name: Conformance run against the sandbox
        id: vop
        uses: ./node_modules/vop-conformance
        with:
          profile: ${CONFORMANCE_FOLDER}/profile.json
          expected-failures: ${CONFORMANCE_FOLDER}/expected-failures.json
          report-dir: reports
          require-target: true
          retention-days: 30
          # junit-annotations: true   # a third-party action's test annotations (needs checks: write)
      - name: Counts
        if: always()
        run: echo "passed \${{ steps.vop.outputs.passed }}, failed \${{ steps.vop.outputs.failed }}"
`;
}
