/**
 * How assumption-based rules count (assumptions.md preamble): `enforce` (default) fails the run,
 * `warn` reports a break as a warning, `off` skips those tests.
 */
export type AssumptionMode = 'enforce' | 'warn' | 'off';

/** The values `--assumptions` takes. */
export const ASSUMPTION_MODES: readonly AssumptionMode[] = ['enforce', 'warn', 'off'];
