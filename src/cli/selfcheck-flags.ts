import { isAbsolute, join, resolve } from 'node:path';
import { reportStamp } from '../report/report-dir.ts';
import { variable } from './variables.ts';

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
