/**
 * Whether output to a stream may carry ANSI colour codes (https://no-color.org): never when
 * `NO_COLOR` is set and not empty, nor when `FORCE_COLOR` is `0` or `false`; else only when the
 * stream is a terminal. `env` is the process environment as the CLI read it.
 */
export function colourWanted(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  if ((env.NO_COLOR ?? '') !== '') return false;
  const force = env.FORCE_COLOR?.trim().toLowerCase();
  if (force === '0' || force === 'false') return false;
  return isTTY;
}
