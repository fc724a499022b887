import fc from 'fast-check';
import { limits } from '../src/schemas/limits.ts';
import { astralPayeeName } from './astral-payee-name.ts';
import { payeeName } from './payee-name.ts';

/** Combining marks (U+0300-U+036F): acute, grave, diaeresis, tilde, cedilla, ring, caron. */
const COMBINING = ['\u0301', '\u0300', '\u0308', '\u0303', '\u0327', '\u030a', '\u030c'];
const BASES = Array.from('AEIOUNCSaeiouncsy');
/** Hebrew and Arabic words (right-to-left scripts). */
const RIGHT_TO_LEFT = ['שלום', 'חברה', 'כהן', 'شركة', 'محمد', 'المثال', 'بنك'];
/** Zero-width space, non-joiner, joiner, word joiner, byte order mark; and the right-to-left and left-to-right marks. */
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const DIRECTION_MARKS = ['\u200f', '\u200e'];
/** BMP characters of 3 bytes in UTF-8 (CJK, Hangul, Devanagari): a name long in bytes, not in characters. */
const THREE_BYTE = Array.from('李王张刘陈杨黄赵吴周한국어हिन');

/** A letter with one to three combining marks after it: decomposed (NFD) text. */
function decomposed(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...BASES), fc.array(fc.constantFrom(...COMBINING), { minLength: 1, maxLength: 3 }))
    .map(([base, marks]) => base + marks.join(''));
}

/**
 * A payee name holding combining marks: Latin words with decomposed letters (`Jose\u0301`), at
 * most 100 code points. Legal but unusual; sent only to check for no 5xx (its length is not
 * asserted: a provider may count marks or normalise first). Source: A13, interface.md Resources.
 */
export function combiningMarkName(): fc.Arbitrary<string> {
  return fc
    .tuple(payeeName({ maxLength: 30 }), decomposed(), payeeName({ maxLength: 30 }))
    .map(([before, marked, after]) => `${before} ${marked} ${after}`);
}

/**
 * A payee name in a right-to-left script (Hebrew, Arabic), alone or mixed with a Latin name,
 * possibly with a direction mark (U+200F, U+200E), at most 100 code points. Sent only to check
 * for no 5xx. Source: A13.
 */
export function rightToLeftName(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...RIGHT_TO_LEFT), { minLength: 1, maxLength: 3 }),
      fc.option(payeeName({ maxLength: 30 }), { nil: undefined }),
      fc.option(fc.constantFrom(...DIRECTION_MARKS), { nil: undefined }),
    )
    .map(([words, latin, mark]) => [words.join(' '), ...(latin ? [`${mark ?? ''}${latin}`] : [])].join(' '));
}

/**
 * A payee name with a zero-width character (ZWSP, ZWNJ, ZWJ, word joiner, BOM) between two
 * names of visible letters, at most 70 code points. Sent only to check for no 5xx. Source: A13.
 */
export function zeroWidthName(): fc.Arbitrary<string> {
  return fc
    .tuple(payeeName({ maxLength: 30 }), fc.constantFrom(...ZERO_WIDTH), payeeName({ maxLength: 30 }))
    .map(([before, zero, after]) => `${before}${zero}${after}`);
}

/**
 * A name of exactly the documented maximum of characters (140, interface.md Limits) of BMP
 * characters that take 3 bytes in UTF-8: legal in characters (A13), three times as long in
 * bytes. Sent only to check for no 5xx.
 */
export function longMultiByteName(): fc.Arbitrary<string> {
  const max = limits().partyNameMax;
  return fc
    .array(fc.constantFrom(...THREE_BYTE), { minLength: max, maxLength: max })
    .map((chars) => chars.join(''));
}

/** The unusual-but-legal name forms, each sent only to check for no 5xx (A13). */
export const UNUSUAL_NAME_FORMS = [
  'astral',
  'combining-mark',
  'right-to-left',
  'zero-width',
  'long-multi-byte',
] as const;

/** One of {@link UNUSUAL_NAME_FORMS}. */
export type UnusualNameForm = (typeof UNUSUAL_NAME_FORMS)[number];

/** The arbitrary of each unusual name form. */
export function unusualName(form: UnusualNameForm): fc.Arbitrary<string> {
  switch (form) {
    case 'astral':
      return astralPayeeName();
    case 'combining-mark':
      return combiningMarkName();
    case 'right-to-left':
      return rightToLeftName();
    case 'zero-width':
      return zeroWidthName();
    case 'long-multi-byte':
      return longMultiByteName();
  }
}
