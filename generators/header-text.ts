import fc from 'fast-check';

/** Visible ASCII, 0x21-0x7E (RFC 9110 VCHAR within US-ASCII). */
const VISIBLE = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i));

/** Constraints of {@link headerText}: lengths in characters. */
export interface HeaderTextConstraints {
  readonly minLength: number;
  readonly maxLength: number;
}

/**
 * Free header text of visible ASCII characters (0x21-0x7E) with spaces only inside, `minLength`
 * to `maxLength` characters. For X-Software-Supplier and X-Channel (interface.md Endpoints/4,
 * Limits: free values, at most 70 characters).
 *
 * ASCII only, so that characters, code points and bytes agree: a non-ASCII byte in a header is
 * counted differently by providers (bytes or characters, Latin-1 or UTF-8) and some HTTP stacks
 * reject it, so it has no place at a length limit. No edge spaces: servers trim them, which
 * would change the length. Shrinks towards `minLength` characters.
 */
export function headerText(constraints: HeaderTextConstraints): fc.Arbitrary<string> {
  const visible = fc.constantFrom(...VISIBLE);
  const inner = fc.oneof({ weight: 6, arbitrary: visible }, { weight: 1, arbitrary: fc.constant(' ') });
  return fc.tuple(fc.array(inner, constraints), visible, visible).map(([chars, first, last]) => {
    const out = [...chars];
    if (out.length > 0) out[0] = first;
    if (out.length > 1) out[out.length - 1] = last;
    return out.join('');
  });
}
