import fc from 'fast-check';

const HEX = Array.from('0123456789abcdef');
const RFC_VARIANT = Array.from('89ab');

/** `count` lower-case hexadecimal digits. */
function hex(count: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...HEX), minLength: count, maxLength: count });
}

/** 8-4-4-4-12 text with the given version digit (position 14) and variant digit (position 19). */
function withDigits(version: fc.Arbitrary<string>, variant: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(hex(8), hex(4), version, hex(3), variant, hex(3), hex(12))
    .map(([a, b, v, c, w, d, e]) => `${a}-${b}-${v}${c}-${w}${d}-${e}`);
}

/**
 * A UUID in the RFC 4122 text form (8-4-4-4-12 hexadecimal digits, lower case) whose version or
 * variant is unusual: the nil UUID, the max UUID, versions 0 and 6 to f with the RFC 4122
 * variant, or versions 1 to 5 with a variant digit outside 8-b (0-7: NCS, c-f: Microsoft and
 * reserved). assumptions.md A11: "Version and variant digits are not asserted either way (a
 * provider may accept or reject a nil UUID or an unusual version)".
 *
 * Neither required nor forbidden: for "observed" recording only, never on a path that must be
 * accepted or rejected.
 */
export function unusualUuid(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    withDigits(fc.constantFrom(...Array.from('06789abcdef')), fc.constantFrom(...RFC_VARIANT)),
    withDigits(fc.constantFrom(...Array.from('12345')), fc.constantFrom(...Array.from('01234567cdef'))),
  );
}
