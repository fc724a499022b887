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

/** The JSON Schema of a target profile inside the installed package, from `CONFORMANCE_FOLDER`. */
const PROFILE_SCHEMA = '../node_modules/vop-conformance/schemas/config/profile.schema.json';

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
 * The files of `vop-conformance init` (issue 22, item 2): a target profile whose `$schema` points
 * into the installed package, an empty expected-failures file, `.env.example` with every
 * variable name and no value, the `.gitignore` lines for `.env` and `reports/`, and a nightly
 * workflow that calls the package's reusable step (action.yml).
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
      text: '{}\n',
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
      text: '.env\nreports/\n',
      purpose: 'keeps .env and the reports out of git',
    },
    {
      path: '.github/workflows/vop-conformance.yml',
      how: 'create',
      text: nightlyWorkflow(),
      purpose: 'nightly run through the reusable step of the installed package',
    },
  ];
}
