import { type Command, Option } from 'commander';
import { PROVIDER_STATE_VARIABLES as VARIABLE } from '../api/task-states.ts';

/**
 * The options that name a target and what it holds, shared by `run`, `replay` and `pact verify`:
 * a profile (issue 13), base URL, token address and path, submission path, both credential pairs
 * (A5) and the target's task in each provider state (A9). Each has an environment variable; flags win over the environment and `.env`.
 */
const TARGET_OPTIONS: readonly (readonly [flags: string, description: string, variable: string])[] = [
  [
    '--profile <file>',
    'target profile, JSON (schemas/config/profile.schema.json): paths, scenario names, task ids, rate, expected failures; flags and variables win over it; never secrets',
    'VOP_PROFILE',
  ],
  ['--base-url <url>', 'target base URL; without it the embedded mock is the target', 'VOP_BASE_URL'],
  ['--auth-url <url>', 'token address; default: the base URL', 'VOP_AUTH_URL'],
  [
    '--token-path <path>',
    'token endpoint path on the token address; default /oauth/client_credential/accesstoken',
    'VOP_TOKEN_PATH',
  ],
  [
    '--submission-path <path>',
    'bulk submission path; default /vopgateway/v1/bulk (A2)',
    'VOP_SUBMISSION_PATH',
  ],
  ['--api-key <key>', 'API key; prefer the variable or .env', 'VOP_API_KEY'],
  ['--api-secret <secret>', 'API secret; prefer the variable or .env', 'VOP_API_SECRET'],
  ['--limited-api-key <key>', 'API key without the bulk scope, for A5', 'VOP_LIMITED_API_KEY'],
  ['--limited-api-secret <secret>', 'its secret', 'VOP_LIMITED_API_SECRET'],
  ['--task-id-processed <uuid>', "the target's task in provider state PROCESSED", VARIABLE.PROCESSED],
  ['--task-id-failed <uuid>', "the target's task in provider state FAILED", VARIABLE.FAILED],
  ['--task-id-timed-out <uuid>', "the target's task in provider state TIMED_OUT", VARIABLE.TIMED_OUT],
  ['--task-id-in-progress <uuid>', "the target's task in provider state IN_PROGRESS", VARIABLE.IN_PROGRESS],
];

/**
 * The TLS options of `run` and `replay`: a private CA, and a client certificate for a target that
 * demands mutual TLS (issue 22, item 5). Its passphrase has no flag: VOP_CLIENT_KEY_PASSPHRASE.
 * `pact verify` has none of them: the Pact verifier cannot present a client certificate.
 */
const TLS_OPTIONS: readonly (readonly [flags: string, description: string, variable: string])[] = [
  ['--ca-file <pem>', 'PEM file of a private CA to trust besides the system CAs', 'VOP_CA_FILE'],
  [
    '--client-cert <pem>',
    'PEM file of a client certificate for a target that demands mutual TLS (with --client-key)',
    'VOP_CLIENT_CERT',
  ],
  [
    '--client-key <pem>',
    'PEM file of its private key; the passphrase of an encrypted key only in VOP_CLIENT_KEY_PASSPHRASE',
    'VOP_CLIENT_KEY',
  ],
  [
    '--client-pfx <p12>',
    'PKCS#12 file with the client certificate and key, instead of --client-cert and --client-key',
    'VOP_CLIENT_PFX',
  ],
];

/** Adds the TLS options (see TLS_OPTIONS), each reading its variable, to `command` and returns it. */
export function withTlsOptions(command: Command): Command {
  for (const [flags, description, variable] of TLS_OPTIONS)
    command.addOption(new Option(flags, description).env(variable));
  return command;
}

/**
 * Adds the target options (see TARGET_OPTIONS) to `command`, each reading its variable through
 * commander's `.env()` (so `--help` shows "(env: VOP_…)"), and returns it.
 */
export function withTargetOptions(command: Command): Command {
  for (const [flags, description, variable] of TARGET_OPTIONS)
    command.addOption(new Option(flags, description).env(variable));
  return command;
}
