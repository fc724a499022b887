import fc from 'fast-check';

/** Visible Latin-1 characters: what an HTTP header value carries without encoding. */
const VISIBLE = Array.from(
  '!"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~éèüöçñÅø',
);

/** Constraints of {@link headerText}: lengths in characters. */
export interface HeaderTextConstraints {
  readonly minLength: number;
  readonly maxLength: number;
}

/**
 * Free header text of visible Latin-1 characters with spaces only inside (servers trim the
 * edges of a header value, which would change its length). For X-Software-Supplier and
 * X-Channel (interface.md Endpoints/4: free values, at most 70 characters). Shrinks towards
 * `minLength` characters.
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
