import type { JsonObject } from '../api/json-object.ts';

/** One distinct match value: the three members as parsed, and how it reads in the observation. */
interface MatchValue {
  readonly partyNameMatch: unknown;
  readonly partyIdMatch: unknown;
  readonly info: unknown;
  readonly text: string;
}

/**
 * True when the JSON values `a` and `b` (as JSON.parse gives them) are the same: what
 * `JSON.stringify(a) === JSON.stringify(b)` says, members compared in order, without building text.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i += 1) {
    const key = keysA[i] as string;
    if (key !== keysB[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * A member of a result line as its observation reads: text as it is, `(absent)` when the line
 * has no such member, any other JSON value as JSON (never `undefined` or `[object Object]`).
 */
function memberText(value: unknown): string {
  if (value === undefined) return '(absent)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The distinct match values of the lines of a result file (partyNameMatch, partyIdMatch,
 * additionalPartyInformation: values beyond MTCH and the Plus structure beyond advancedInfo are
 * not shown, interface.md Resources/Result record), at most `max` of them, in the order first
 * seen. A line costs a comparison with the values kept, no text; past `max` distinct values only
 * the fact that there were more is kept.
 */
export class MatchValues {
  readonly #values: MatchValue[] = [];
  readonly #max: number;
  #more = false;

  /** `max`: most distinct values kept. */
  constructor(max: number) {
    this.#max = max;
  }

  /** Notes the match value of result line `line`. */
  add(line: JsonObject): void {
    if (this.#more) return;
    const { partyNameMatch, partyIdMatch } = line;
    const info = line.additionalPartyInformation;
    for (const value of this.#values) {
      if (
        sameJson(value.partyNameMatch, partyNameMatch) &&
        sameJson(value.partyIdMatch, partyIdMatch) &&
        sameJson(value.info, info)
      )
        return;
    }
    const text = `partyNameMatch ${memberText(partyNameMatch)}, partyIdMatch ${memberText(partyIdMatch)}, additionalPartyInformation ${memberText(info)}`;
    // Values that differ but read the same (the number 1 and the text "1") are one observed value.
    if (this.#values.some((value) => value.text === text)) return;
    if (this.#values.length < this.#max) this.#values.push({ partyNameMatch, partyIdMatch, info, text });
    else this.#more = true;
  }

  /** The distinct values as text (`partyNameMatch …, partyIdMatch …, additionalPartyInformation …`), in the order first seen. */
  get values(): readonly string[] {
    return this.#values.map((value) => value.text);
  }

  /** True when the lines had more distinct values than the ones kept. */
  get more(): boolean {
    return this.#more;
  }
}
