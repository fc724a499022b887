import type { Command } from 'commander';
import { withRunOptions } from './options/commander-options.ts';

/**
 * Adds the TLS options of `run` and `replay` (RUN_OPTIONS, group `tls`): a private CA, and a
 * client certificate for a target that demands mutual TLS. Its passphrase has
 * no flag: VOP_CLIENT_KEY_PASSPHRASE. `pact verify` has none of them: the Pact verifier cannot
 * present a client certificate.
 */
export function withTlsOptions(command: Command): Command {
  return withRunOptions(command, 'tls');
}

/**
 * Adds the options that name a target and what it holds (RUN_OPTIONS, group `target`), shared by
 * `run`, `replay` and `pact verify`: a profile (a target's settings in one file), base URL, token address and path,
 * submission path, both credential pairs (A5) and the target's task in each provider state (A9).
 * Each reads its variable; flags win over the environment and `.env`.
 */
export function withTargetOptions(command: Command): Command {
  return withRunOptions(command, 'target');
}
