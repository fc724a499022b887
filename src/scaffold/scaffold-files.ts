import { envExample } from './env-example.ts';
import { CONFORMANCE_FOLDER, nightlyWorkflow } from './nightly-workflow.ts';

/**
 * One file `vop-conformance init` writes into a QA team's repository: its path (relative to the
 * repository, forward slashes), its text, and how: `create` writes the whole file (never over an
 * existing one without --force); `lines` appends the lines the file lacks (`.gitignore`).
 */
export interface ScaffoldFile {
  readonly path: string;
  readonly how: 'create' | 'lines';
  readonly text: string;
  /** What the file is for, in the list `init` prints. */
  readonly purpose: string;
}

/** The JSON Schemas of the profile and the expected failures inside the installed package, from `CONFORMANCE_FOLDER`. */
const SCHEMAS = '../node_modules/vop-conformance/schemas/config';
const PROFILE_SCHEMA = `${SCHEMAS}/profile.schema.json`;
const EXPECTED_FAILURES_SCHEMA = `${SCHEMAS}/expected-failures.schema.json`;

/**
 * What `.gitignore` must keep out of git: secrets (`.env`, and the key and certificate files of
 * mutual TLS in any of their forms), generated reports, installed packages.
 */
const IGNORED = ['.env', 'reports/', 'node_modules/', '*.pem', '*.key', '*.p12', '*.pfx'];

function profile(): string {
  const value = {
    $schema: PROFILE_SCHEMA,
    name: 'sandbox',
    description:
      "The provider's sandbox: everything but secrets (base URL and credentials come from .env or CI secrets). Add its submissionPath, tokenPath, scenarioNames, taskIds and rate as the provider gives them.",
    assumptions: 'warn',
    rate: 5,
    concurrency: 2,
    pollTimeout: 600,
  };
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * The files of `vop-conformance init`: a target profile and
 * an expected-failures file without entries, each with its `$schema` in the installed package,
 * `.env.example` with every variable name and no value, the `.gitignore` lines for `.env`,
 * `reports/`, `node_modules/` and key and certificate files, and a nightly workflow that calls
 * the package's reusable step (action.yml).
 */
export function scaffoldFiles(): ScaffoldFile[] {
  return [
    {
      path: `${CONFORMANCE_FOLDER}/profile.json`,
      how: 'create',
      text: profile(),
      purpose: 'target profile: paths, scenario names, task ids, rate (never secrets)',
    },
    {
      path: `${CONFORMANCE_FOLDER}/expected-failures.json`,
      how: 'create',
      text: `${JSON.stringify({ $schema: EXPECTED_FAILURES_SCHEMA }, null, 2)}\n`,
      purpose: 'known deviations: rule id → { reason, target?, until? }',
    },
    {
      path: '.env.example',
      how: 'create',
      text: envExample(),
      purpose: 'the variable names to copy into .env, without values',
    },
    {
      path: '.gitignore',
      how: 'lines',
      text: `${IGNORED.join('\n')}\n`,
      purpose: 'keeps .env, key and certificate files, the reports and node_modules out of git',
    },
    {
      path: '.github/workflows/vop-conformance.yml',
      how: 'create',
      text: nightlyWorkflow(),
      purpose: 'nightly run through the reusable step of the installed package',
    },
  ];
}
