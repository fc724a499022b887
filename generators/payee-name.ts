import fc from 'fast-check';
import { limits } from '../src/schemas/limits.ts';

/**
 * Letters of the Basic Multilingual Plane by script (assumptions.md A13: limits are asserted with
 * BMP characters, where code points and UTF-16 units agree: "Latin, accented Latin, Cyrillic,
 * CJK"). Each is one UTF-16 code unit; in UTF-8, Latin takes 1 byte, accented Latin and Cyrillic
 * 2, CJK 3.
 */
export const NAME_SCRIPT_LETTERS = {
  latin: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  accented: 'ÀÉÈÊËÏÖÜßàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿĀăĄćČđĘěğİıŁńŒœŘŚşŠŢťŪůŽž',
  cyrillic: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюя',
  cjk: '李王张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗',
} as const;

/** One script of {@link NAME_SCRIPT_LETTERS}. */
export type NameScript = keyof typeof NAME_SCRIPT_LETTERS;

/** Every letter a generated name may hold (the scripts in order), plus the inner separators below. */
const NAME_CHARACTERS = Array.from(Object.values(NAME_SCRIPT_LETTERS).join(''));
const INNER = [' ', '-', "'"];

/** Constraints of {@link payeeName}: lengths in characters (BMP code points). */
export interface PayeeNameConstraints {
  readonly minLength?: number;
  readonly maxLength?: number;
}

/**
 * A payee name of BMP letters (A13), first and last character a letter, spaces, hyphens and
 * apostrophes inside. Lengths default to 1 to the documented maximum (interface.md Limits:
 * "name (payee name) | at most 140 characters", read from schemas/common/party-name.schema.json).
 * Shrinks towards the shortest allowed name of `A`s.
 */
export function payeeName(constraints: PayeeNameConstraints = {}): fc.Arbitrary<string> {
  const minLength = constraints.minLength ?? 1;
  const maxLength = constraints.maxLength ?? limits().partyNameMax;
  const letter = fc.constantFrom(...NAME_CHARACTERS);
  const inner = fc.oneof(
    { weight: 9, arbitrary: letter },
    { weight: 1, arbitrary: fc.constantFrom(...INNER) },
  );
  return fc.array(inner, { minLength, maxLength }).chain((chars) =>
    fc.tuple(letter, letter).map(([first, last]) => {
      const out = [...chars];
      if (out.length > 0) out[0] = first;
      if (out.length > 1) out[out.length - 1] = last;
      return out.join('');
    }),
  );
}

/**
 * A payee name one or more characters over the documented maximum (NAME_TOO_LONG), up to
 * `maxOver` characters over it (default 260). Shrinks towards exactly maximum + 1.
 */
export function tooLongPayeeName(maxOver = 260): fc.Arbitrary<string> {
  const max = limits().partyNameMax;
  return payeeName({ minLength: max + 1, maxLength: max + maxOver });
}

/**
 * A name of exactly `length` characters of one script (A13), its letters in turn from the first:
 * deterministic, for at-limit examples (`scriptName('accented', 140)` is 140 characters and 280
 * UTF-8 bytes). Every letter of the script appears once `length` reaches their count.
 */
export function scriptName(script: NameScript, length: number): string {
  const letters = Array.from(NAME_SCRIPT_LETTERS[script]);
  return Array.from({ length }, (_, i) => letters[i % letters.length]).join('');
}
