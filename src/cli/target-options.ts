import type { Command } from 'commander';
import { PROVIDER_STATE_VARIABLES as VARIABLE } from '../api/task-states.ts';

/**
 * The options that name a target and what it holds, shared by `run`, `replay` and `pact verify`:
 * a profile (issue 13), base URL, token address and path, submission path, both credential pairs
 * (A5) and the target's task in each provider state (A9). Each has an environment variable; flags win over the environment and `.env`.
 */
const TARGET_OPTIONS: readonly (readonly [flags: string, description: string])[] = [
  [
    '--profile <file>',
    'target profile, JSON (VOP_PROFILE; schemas/config/profile.schema.json): paths, scenario names, task ids, rate, expected failures; flags and variables win over it; never secrets',
  ],
  ['--base-url <url>', 'target base URL (VOP_BASE_URL); without it the embedded mock is the target'],
  ['--auth-url <url>', 'token address (VOP_AUTH_URL); default: the base URL'],
  [
    '--token-path <path>',
    'token endpoint path on the token address (VOP_TOKEN_PATH); default /oauth/client_credential/accesstoken',
  ],
  [
    '--submission-path <path>',
    'bulk submission path (VOP_SUBMISSION_PATH); default /vopgateway/v1/bulk (A2)',
  ],
  ['--api-key <key>', 'API key (VOP_API_KEY); prefer the variable or .env'],
  ['--api-secret <secret>', 'API secret (VOP_API_SECRET); prefer the variable or .env'],
  ['--limited-api-key <key>', 'API key without the bulk scope (VOP_LIMITED_API_KEY), for A5'],
  ['--limited-api-secret <secret>', 'its secret (VOP_LIMITED_API_SECRET)'],
  ['--task-id-processed <uuid>', `the target's task in provider state PROCESSED (${VARIABLE.PROCESSED})`],
  ['--task-id-failed <uuid>', `the target's task in provider state FAILED (${VARIABLE.FAILED})`],
  ['--task-id-timed-out <uuid>', `the target's task in provider state TIMED_OUT (${VARIABLE.TIMED_OUT})`],
  [
    '--task-id-in-progress <uuid>',
    `the target's task in provider state IN_PROGRESS (${VARIABLE.IN_PROGRESS})`,
  ],
];

/** Adds the target options (see TARGET_OPTIONS) to `command` and returns it. */
export function withTargetOptions(command: Command): Command {
  for (const [flags, description] of TARGET_OPTIONS) command.option(flags, description);
  return command;
}
