/** One parsed line of a result file (interface.md Resources/Result record). */
export type ResultLine = Record<string, unknown>;

/**
 * The lines of an NDJSON result file by lower-case uetr; lines that are not JSON are left out
 * (the result_lines check judges those).
 */
export function resultLinesByUetr(bodyText: string): Map<string, ResultLine> {
  const lines = new Map<string, ResultLine>();
  for (const text of bodyText.split('\n')) {
    if (text.trim() === '') continue;
    try {
      const line = JSON.parse(text) as ResultLine;
      lines.set(String(line.uetr).toLowerCase(), line);
    } catch {
      // not JSON: judged by the result_lines check
    }
  }
  return lines;
}

/**
 * What a record's line says, to compare with {@link expectedOutcome}: `result` for a result
 * record, `<code> <title>` for a record-level error line, `missing` when there is no line.
 */
export function lineOutcome(line: ResultLine | undefined): string {
  if (line === undefined) return 'missing';
  return typeof line.code === 'string' ? `${line.code} ${String(line.title)}` : 'result';
}

/** The outcome a record must get: `result`, or `FORMAT_ERROR <title>` for a record breaking a field rule (A2). */
export function expectedOutcome(expected: string): string {
  return expected === 'result' ? 'result' : `FORMAT_ERROR ${expected}`;
}
