import { NAME_SCRIPTS } from './script-name.ts';

/** Letters of A13's scripts by their UTF-8 width in bytes: Latin 1, accented Latin and Cyrillic 2, CJK 3. */
const BY_WIDTH: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: Array.from(NAME_SCRIPTS.Latin),
  2: Array.from(NAME_SCRIPTS['accented Latin'] + NAME_SCRIPTS.Cyrillic),
  3: Array.from(NAME_SCRIPTS.CJK),
};

/** A letter of UTF-8 width `width` (1, 2 or 3 bytes), the `pick`-th of its scripts' letters (cycled). */
export function letterOfWidth(width: 1 | 2 | 3, pick: number): string {
  const letters = BY_WIDTH[width];
  return letters[pick % letters.length] as string;
}

/**
 * A name of letters of A13's BMP scripts (no space, hyphen or apostrophe) that is exactly `bytes`
 * bytes long in UTF-8 and at most `maxChars` characters: as many three-byte CJK letters as fit,
 * one one- or two-byte letter for the remainder, and `pick` (any natural number) choosing how many
 * CJK letters are split into a Latin and a two-byte letter where `maxChars` leaves room, the
 * rotation of widths and the letters themselves. Deterministic: the same arguments give the same
 * name. `nameOfBytes(0, n)` is the empty string.
 * @throws RangeError when `bytes` or `maxChars` is negative or not an integer, or `bytes` needs
 * more than `maxChars` characters (more than 3 × maxChars bytes).
 */
export function nameOfBytes(bytes: number, maxChars: number, pick = 0): string {
  if (!Number.isInteger(bytes) || !Number.isInteger(maxChars) || bytes < 0 || maxChars < 0) {
    throw new RangeError(`nameOfBytes: ${bytes} bytes, ${maxChars} characters`);
  }
  const wide = Math.floor(bytes / 3);
  const rest = bytes % 3;
  const chars = wide + (rest > 0 ? 1 : 0);
  if (chars > maxChars)
    throw new RangeError(`nameOfBytes: ${bytes} bytes need more than ${maxChars} characters`);
  const split = Math.min(maxChars - chars, wide, pick % (wide + 1));
  const widths: (1 | 2 | 3)[] = [];
  for (let i = 0; i < wide - split; i++) widths.push(3);
  for (let i = 0; i < split; i++) widths.push(1, 2);
  if (rest > 0) widths.push(rest as 1 | 2);
  const turn = widths.length === 0 ? 0 : pick % widths.length;
  const rotated = [...widths.slice(turn), ...widths.slice(0, turn)];
  return rotated.map((width, i) => letterOfWidth(width, pick + i * 7)).join('');
}
