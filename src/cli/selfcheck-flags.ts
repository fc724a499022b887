import { isAbsolute, join, resolve } from 'node:path';
import { reportStamp } from '../report/report-dir.ts';
import { flagValue } from './options/flag-value.ts';
import { integer } from './options/number-kinds.ts';
import { variable } from './variables.ts';

/**
 * The integer flag `name` given as `value`, or `fallback` when absent; a value that is not an
 * integer of at least `min` adds a problem (the caller throws one ConfigError for them all).
 */
export function wholeFlag(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  problems: string[],
): number {
  return flagValue(integer(min), value, name, problems) ?? fallback;
}

/**
 * The absolute folder of one self-check run (`no-false-alarm`, `efficacy`):
 * `<--report-dir, else VOP_REPORT_DIR, else reports>/<kind>-<UTC stamp>/`, relative paths taken
 * from the working directory. Not created here.
 */
export function selfcheckReportDir(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  kind: 'no-false-alarm' | 'efficacy',
): string {
  const root = flag ?? variable(env, 'VOP_REPORT_DIR') ?? 'reports';
  return join(isAbsolute(root) ? root : resolve(process.cwd(), root), `${kind}-${reportStamp(new Date())}`);
}
