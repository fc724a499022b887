import type { Command } from 'commander';

/**
 * The options that name a target and what it holds, shared by `run`, `replay` and `pact verify`:
 * base URL, token address, both credential pairs (A5) and the pre-seeded task of each provider
 * state (A9). Each has an environment variable; flags win over the environment and `.env`.
 */
const TARGET_OPTIONS: readonly (readonly [flags: string, description: string])[] = [
  ['--base-url <url>', 'target base URL (VOP_BASE_URL); without it the embedded mock is the target'],
  ['--auth-url <url>', 'token address (VOP_AUTH_URL); default: the base URL'],
  ['--api-key <key>', 'API key (VOP_API_KEY); prefer the variable or .env'],
  ['--api-secret <secret>', 'API secret (VOP_API_SECRET); prefer the variable or .env'],
  ['--limited-api-key <key>', 'API key without the bulk scope (VOP_LIMITED_API_KEY), for A5'],
  ['--limited-api-secret <secret>', 'its secret (VOP_LIMITED_API_SECRET)'],
  ['--task-id-processed <uuid>', 'pre-seeded PROCESSED task (VOP_TASK_ID_PROCESSED)'],
  ['--task-id-failed <uuid>', 'pre-seeded FAILED task (VOP_TASK_ID_FAILED)'],
  ['--task-id-timed-out <uuid>', 'pre-seeded TIMED_OUT task (VOP_TASK_ID_TIMED_OUT)'],
  ['--task-id-in-progress <uuid>', 'pre-seeded IN_PROGRESS task (VOP_TASK_ID_IN_PROGRESS)'],
];

/** Adds the target options (see TARGET_OPTIONS) to `command` and returns it. */
export function withTargetOptions(command: Command): Command {
  for (const [flags, description] of TARGET_OPTIONS) command.option(flags, description);
  return command;
}
