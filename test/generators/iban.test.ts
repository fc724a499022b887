import { expect } from 'chai';
import fc from 'fast-check';
import { BBAN_COUNTRIES, bban } from '../../generators/bban.ts';
import { anyIban, badIban, iban, printFormat, WIDEST_IBANS } from '../../generators/iban.ts';
import { mod97CheckDigits } from '../../generators/mod97.ts';

const RUNS = { numRuns: 500 };
/** assumptions.md A2. */
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;
/** IBAN length and BBAN layout of the countries drawn (ISO 13616 registry). */
const REGISTRY: Readonly<Record<string, RegExp>> = {
  NL: /^NL[0-9]{2}[A-Z]{4}[0-9]{10}$/,
  DE: /^DE[0-9]{2}[0-9]{18}$/,
  GB: /^GB[0-9]{2}[A-Z]{4}[0-9]{14}$/,
  BE: /^BE[0-9]{2}[0-9]{12}$/,
  FR: /^FR[0-9]{2}[0-9]{10}[A-Z0-9]{11}[0-9]{2}$/,
  ES: /^ES[0-9]{2}[0-9]{20}$/,
  IT: /^IT[0-9]{2}[A-Z][0-9]{10}[A-Z0-9]{12}$/,
};

/** Letters as digits: A=10 … Z=35. */
function numeric(text: string): bigint {
  return BigInt(Array.from(text, (c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join(''));
}

/** ISO 13616 check: the rearranged number is 1 modulo 97 (an independent BigInt computation). */
function mod97IsOne(value: string): boolean {
  return numeric(value.slice(4) + value.slice(0, 4)) % 97n === 1n;
}

const RIB_DIGIT: Readonly<Record<string, string>> = Object.fromEntries(
  ['AJ', 'BKS', 'CLT', 'DMU', 'ENV', 'FOW', 'GPX', 'HQY', 'IRZ'].flatMap((letters, i) =>
    Array.from(letters, (c) => [c, String(i + 1)]),
  ),
);
const CIN_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function spanishControl(ten: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const r = 11 - (Array.from(ten).reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
}

/** The national check of an IBAN's BBAN, written apart from generators/bban.ts (true where a country has none). */
function nationalCheckHolds(value: string): boolean {
  const b = value.slice(4);
  switch (value.slice(0, 2)) {
    case 'BE':
      return (Number(b.slice(0, 10)) % 97 || 97) === Number(b.slice(10));
    case 'ES':
      return (
        spanishControl(`00${b.slice(0, 8)}`) === Number(b[8]) && spanishControl(b.slice(10)) === Number(b[9])
      );
    case 'FR':
      return BigInt(Array.from(b, (c) => RIB_DIGIT[c] ?? c).join('')) % 97n === 0n;
    case 'IT': {
      const index = (c: string) => (/[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
      const sum = Array.from(b.slice(1)).reduce(
        (s, c, i) => s + (i % 2 === 0 ? (CIN_ODD[index(c)] ?? 0) : index(c)),
        0,
      );
      return b[0] === String.fromCharCode(65 + (sum % 26));
    }
    default:
      return true;
  }
}

/** What a lenient provider might validate: upper-cased, separators (spaces, hyphens) removed, or every non-alphanumeric removed. */
function normalisations(v: string): string[] {
  const upper = v.toUpperCase();
  return [v, upper, upper.replace(/[\s-]/g, ''), upper.replace(/[^A-Z0-9]/g, '')];
}

describe('generators/iban', () => {
  it('the national checks of this test accept published example IBANs and reject a changed one', () => {
    for (const example of [
      'BE68539007547034',
      'ES9121000418450200051332',
      'FR1420041010050500013M02606',
      'IT60X0542811101000000123456',
      'NL91ABNA0417164300',
      'DE89370400440532013000',
      'GB29NWBK60161331926819',
    ]) {
      expect(mod97IsOne(example), example).to.equal(true);
      expect(nationalCheckHolds(example), example).to.equal(true);
      expect(example).to.match(REGISTRY[example.slice(0, 2)] ?? /^$/);
    }
    for (const changed of [
      'BE68539007547035',
      'ES9121000418460200051332',
      'FR1420041010050500013M02607',
      'IT60Y0542811101000000123456',
    ]) {
      expect(nationalCheckHolds(changed), changed).to.equal(false);
    }
  });

  it('iban draws the A2 pattern, its country length and layout, valid mod-97 and national check digits', () => {
    fc.assert(
      fc.property(iban(), (v) => {
        expect(v).to.match(IBAN);
        expect(v).to.match(REGISTRY[v.slice(0, 2)] ?? /^$/);
        expect(mod97IsOne(v), v).to.equal(true);
        expect(nationalCheckHolds(v), v).to.equal(true);
      }),
      RUNS,
    );
    expect(new Set(fc.sample(iban(), 300).map((v) => v.slice(0, 2)))).to.deep.equal(
      new Set(Object.keys(REGISTRY)),
    );
  });

  it('bban(country) draws the layout and national check of each country; an unknown country is refused', () => {
    expect([...BBAN_COUNTRIES].sort()).to.deep.equal(Object.keys(REGISTRY).sort());
    for (const country of BBAN_COUNTRIES) {
      fc.assert(
        fc.property(bban(country), (b) => {
          const value = `${country}${mod97CheckDigits(b + country)}${b}`;
          expect(value).to.match(REGISTRY[country] ?? /^$/);
          expect(nationalCheckHolds(value), value).to.equal(true);
        }),
        { numRuns: 100 },
      );
    }
    expect(() => bban('XX')).to.throw(RangeError, /XX/);
  });

  it('WIDEST_IBANS: valid mod-97 IBANs of 15 and 32 characters and ending in letters; anyIban draws them and iban()', () => {
    for (const v of WIDEST_IBANS) {
      expect(v).to.match(IBAN);
      expect(mod97IsOne(v), v).to.equal(true);
    }
    expect(WIDEST_IBANS.map((v) => v.length)).to.include.members([15, 32]);
    expect(WIDEST_IBANS.some((v) => /[A-Z]$/.test(v))).to.equal(true);
    const drawn = fc.sample(anyIban(), 300);
    for (const v of drawn) expect(mod97IsOne(v), v).to.equal(true);
    expect(drawn.some((v) => WIDEST_IBANS.includes(v))).to.equal(true);
    expect(drawn.some((v) => !WIDEST_IBANS.includes(v))).to.equal(true);
  });

  it('badIban never matches the A2 pattern; apart from a valid IBAN in lower case or print format, no normalisation rescues it', () => {
    fc.assert(
      fc.property(badIban(), (v) => {
        expect(v).to.not.match(IBAN);
        const normalised = v.toUpperCase().replace(/ /g, '');
        const rescued = normalisations(v).some((n) => IBAN.test(n));
        expect(rescued, v).to.equal(v !== v.toUpperCase() || v.includes(' '));
        if (rescued) expect(mod97IsOne(normalised), v).to.equal(true);
      }),
      RUNS,
    );
    const drawn = fc.sample(badIban(), 400);
    expect(drawn.some((v) => /^[a-z]{2}[0-9]{2}[a-z0-9]+$/.test(v))).to.equal(true);
    expect(drawn.some((v) => v === printFormat(v.replace(/ /g, '')) && v.includes(' '))).to.equal(true);
    expect(printFormat('NL91ABNA0417164300')).to.equal('NL91 ABNA 0417 1643 00');
  });

  it('badIban draws digits for the country, a separator in the country, nothing after the check digits, 35 characters', () => {
    const drawn = fc.sample(badIban(), 400);
    expect(drawn.some((v) => v.startsWith('12'))).to.equal(true);
    expect(drawn.some((v) => /^[A-Z][_.#][0-9]{2}/.test(v))).to.equal(true);
    expect(drawn.some((v) => /^[A-Z]{2}[0-9]{2}$/.test(v))).to.equal(true);
    expect(drawn.some((v) => v.length === 35)).to.equal(true);
  });
});
