import fc from 'fast-check';

const DIGITS = Array.from('0123456789');
const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const ALPHANUMERIC = [...LETTERS, ...DIGITS];

/** Digit value of a character for the French RIB key: A and J are 1, B, K and S are 2, … I, R and Z are 9. */
function ribDigit(char: string): number {
  if (/[0-9]/.test(char)) return Number(char);
  const value = char.charCodeAt(0) - 64;
  return value <= 9 ? value : value <= 18 ? value - 9 : value - 17;
}

/** Value of a character at an odd (1st, 3rd, …) position for the Italian CIN; digits count as A-J. */
const CIN_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function cinIndex(char: string): number {
  return /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** Spanish control digit over 10 digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6; 10 becomes 1, 11 becomes 0). */
function spanishDigit(digits: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = Array.from(digits).reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}

/**
 * Each country's BBAN: the layout of its free part (`n` digits, `a` upper-case letters, `c`
 * either) and how its national check characters complete it (ISO 13616 registry; Belgian mod 97,
 * Spanish control digits, French RIB key, Italian CIN). Countries without one: NL, DE, GB.
 */
const COUNTRIES: Readonly<Record<string, { layout: string; complete: (body: string) => string }>> = {
  NL: { layout: 'aaaannnnnnnnnn', complete: (b) => b },
  DE: { layout: 'nnnnnnnnnnnnnnnnnn', complete: (b) => b },
  GB: { layout: 'aaaannnnnnnnnnnnnn', complete: (b) => b },
  BE: { layout: 'nnnnnnnnnn', complete: (b) => b + String(Number(b) % 97 || 97).padStart(2, '0') },
  ES: {
    layout: 'nnnnnnnnnnnnnnnnnn',
    complete: (b) =>
      `${b.slice(0, 8)}${spanishDigit(`00${b.slice(0, 8)}`)}${spanishDigit(b.slice(8))}${b.slice(8)}`,
  },
  FR: {
    layout: 'nnnnnnnnnnccccccccccc',
    complete: (b) => {
      const rest = (BigInt(Array.from(b, ribDigit).join('')) * 100n) % 97n;
      return b + String(97n - rest).padStart(2, '0');
    },
  },
  IT: {
    layout: 'nnnnnnnnnncccccccccccc',
    complete: (b) => {
      const sum = Array.from(b).reduce(
        (s, c, i) => s + (i % 2 === 0 ? (CIN_ODD[cinIndex(c)] ?? 0) : cinIndex(c)),
        0,
      );
      return String.fromCharCode(65 + (sum % 26)) + b;
    },
  },
};

/** The countries {@link bban} draws. */
export const BBAN_COUNTRIES = Object.keys(COUNTRIES);

/**
 * A BBAN of `country` (one of {@link BBAN_COUNTRIES}) with the country's length, layout and
 * national check characters, as a full IBAN validator checks them (the check digits A2 leaves
 * unasserted are right, so every provider accepts the IBAN built on it).
 */
export function bban(country: string): fc.Arbitrary<string> {
  const spec = COUNTRIES[country];
  if (spec === undefined)
    throw new RangeError(`bban: no layout for ${country}; use one of ${BBAN_COUNTRIES.join(', ')}`);
  const chars = Array.from(spec.layout).map((kind) =>
    fc.constantFrom(...(kind === 'n' ? DIGITS : kind === 'a' ? LETTERS : ALPHANUMERIC)),
  );
  return fc.tuple(...chars).map((parts) => spec.complete(parts.join('')));
}
