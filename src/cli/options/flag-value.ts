import type { ValueKind } from './value-kind.ts';

/**
 * The value of flag `name` given as `text`, read by `kind` (the one parser of its kind); undefined
 * when `text` is absent or blank, or bad: then a problem `--jobs must be an integer >= 1 (got "x")`
 * is added to `problems`. For the flags of the commands besides `run` (whose options are rows of
 * RUN_OPTIONS and read by readOptions).
 */
export function flagValue<T>(
  kind: ValueKind<T>,
  text: string | undefined,
  name: string,
  problems: string[],
): T | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === '') return undefined;
  const read = kind.read(trimmed);
  if (read.ok) return read.value;
  problems.push(`${name} ${read.problem}${read.showsValue ? ` (got ${JSON.stringify(trimmed)})` : ''}`);
  return undefined;
}
