import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A rule a run reported failed, and whether every failure of it was a time limit running out. */
export interface FailedRule {
  readonly id: string;
  /**
   * True when each failure text of the rule is mocha's test timeout or the run's deadline: the
   * test was cut off, not failed by an assertion about what the target answered (a poll that
   * gives up after its bound fails with an assertion naming the state the task stayed in).
   */
  readonly onlyByTimeout: boolean;
}

/** Failure texts of a test cut off: mocha's test timeout, the run's deadline. */
const TIMEOUT_TEXT = /Timeout of \d+ms exceeded|run deadline/;

/** True when `details` (the failure texts of one rule) are all time limits running out. */
export function onlyTimeouts(details: readonly string[]): boolean {
  return details.length > 0 && details.every((text) => TIMEOUT_TEXT.test(text));
}

/**
 * The rules the newest run under `folder` (its newest `<UTC timestamp>/rules.json`) reported
 * failed, each with whether only time limits failed it; undefined when the run wrote no readable
 * rules.json.
 */
export async function failedRulesOf(folder: string): Promise<FailedRule[] | undefined> {
  try {
    const stamps = (await readdir(folder, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const newest = stamps.at(-1);
    if (!newest) return undefined;
    const rules = JSON.parse(await readFile(join(folder, newest, 'rules.json'), 'utf8')) as {
      rules: Array<{ id: string; status: string; details?: string[] }>;
    };
    return rules.rules
      .filter((r) => r.status === 'failed')
      .map((r) => ({ id: r.id, onlyByTimeout: onlyTimeouts(r.details ?? []) }));
  } catch {
    return undefined;
  }
}
