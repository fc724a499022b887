import type { ValueSource } from './options/option-sources.ts';

/**
 * The warning for a base URL that a variable (set in the environment, or read from `.env`)
 * gives over a different `baseUrl` of the profile: one line naming both sources and the URL the
 * run tests. The precedence stays that of every option (README, Configuration: flag, then
 * variable or `.env`, then profile): the variable wins, but no longer silently. Undefined when the
 * base URL came from a flag or the profile, the profile gives none, or both say the same.
 */
export function baseUrlOverrideWarning(
  source: ValueSource | undefined,
  winning: string | undefined,
  profile: { readonly path: string; readonly baseUrl: string | undefined } | undefined,
): string | undefined {
  if (source === undefined || winning === undefined || profile === undefined) return undefined;
  if (source.kind !== 'variable' && source.kind !== 'dotenv') return undefined;
  const overridden = profile.baseUrl?.trim();
  if (overridden === undefined || overridden === '' || overridden === winning) return undefined;
  const fix = source.kind === 'dotenv' ? 'remove VOP_BASE_URL from .env' : 'unset VOP_BASE_URL';
  return `vop-conformance: warning: ${source.name} (${winning}) overrides baseUrl of profile ${profile.path} (${overridden}); the run tests ${winning} (a variable or .env wins over a profile; ${fix} to test the profile's)`;
}
