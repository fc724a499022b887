import { expect } from 'chai';
import fc from 'fast-check';
import { uuidLike } from '../../src/schemas/formats.ts';

const RUNS = { numRuns: 500 };
const U = '0b3c5d7e-1111-4222-8333-944455556666';
const COMPACT = U.replaceAll('-', '');

describe('src/schemas/formats: uuidLike, the values a lenient UUID parser accepts', () => {
  it('is true for the canonical form and for every form a common parser accepts', () => {
    const accepted = [
      U,
      U.toUpperCase(),
      `{${U}}`,
      `(${U})`,
      `urn:uuid:${U}`,
      `URN:UUID:${U}`,
      COMPACT,
      `{${COMPACT}}`,
      `${COMPACT.slice(0, 5)}-${COMPACT.slice(5)}`,
      ` ${U}\t`,
      // Python's int(…, 16) inside uuid.UUID: edge whitespace, sign, 0x prefix, underscores.
      ` ${COMPACT.slice(1)}`,
      `+${COMPACT.slice(1)}`,
      `0x${COMPACT.slice(2)}`,
      `${COMPACT.slice(0, 10)}_${COMPACT.slice(11)}`,
      `0b3c5d7e-1111-4222-8333-94445555666 `,
    ];
    for (const value of accepted) expect(uuidLike(value), JSON.stringify(value)).to.equal(true);
  });

  it('is false for shapes no common parser accepts', () => {
    const rejected = [
      'not-a-uuid',
      '',
      U.slice(0, 35),
      `${U}0`,
      `${U.slice(0, 20)}g${U.slice(21)}`,
      `${U.slice(0, 20)}%7B${U.slice(21)}`,
      `${U.slice(0, 20)} ${U.slice(21)}`,
      `_${COMPACT.slice(1)}`,
      `${COMPACT.slice(0, 10)}__${COMPACT.slice(12)}`,
      '0b3c5d7e-1111-4222-8333-9444', // Java's UUID.fromString takes it: a provider bug, not followed
    ];
    for (const value of rejected) expect(uuidLike(value), JSON.stringify(value)).to.equal(false);
  });

  it('is true for any 32 hex digits with hyphens anywhere, in braces or after urn:uuid:', () => {
    const hex = fc.string({
      unit: fc.constantFrom(...Array.from('0123456789abcdefABCDEF')),
      minLength: 32,
      maxLength: 32,
    });
    fc.assert(
      fc.property(
        hex,
        fc.array(fc.nat(32), { maxLength: 6 }),
        fc.constantFrom('', '{}', 'urn:uuid:'),
        (digits, at, wrap) => {
          let text = digits;
          for (const i of at) text = `${text.slice(0, i)}-${text.slice(i)}`;
          if (wrap === '{}') text = `{${text}}`;
          else text = wrap + text;
          return uuidLike(text);
        },
      ),
      RUNS,
    );
  });

  it('is false for hex digits and hyphens whose digit count is not 32', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...Array.from('0123456789abcdef-')), maxLength: 60 }),
        (text) => text.replaceAll('-', '').length === 32 || !uuidLike(text),
      ),
      RUNS,
    );
  });
});
