import fc from 'fast-check';
import type { RuleId } from '../src/rules/catalogue.ts';
import { limits } from '../src/schemas/limits.ts';
import { endUser, endUserBadCharacter, endUserWrongLength } from './end-user.ts';
import { headerText } from './header-text.ts';
import { languageCode, notALanguageTag } from './language-code.ts';

/**
 * The rule an optional header's nearest miss breaks: the suffix after the `<subject>-` prefix of
 * the rule id (`status-x-channel-max-70`, `results-x-end-user-length`), so that the caller adds
 * the operation's subject.
 */
export type OptionalHeaderRule =
  | 'x-end-user-length'
  | 'x-end-user-pattern'
  | 'x-software-supplier-max-70'
  | 'x-channel-max-70'
  | 'accept-language-iso-639-1';

/**
 * The full rule id of each {@link OptionalHeaderRule} on each bulk operation's subject, written
 * out so that grep finds every use (rule ids are never built from pieces): the submission takes
 * the headers of endpoint 4 through A2.
 */
export const OPTIONAL_HEADER_RULE_IDS: Readonly<
  Record<'submit' | 'status' | 'results', Readonly<Record<OptionalHeaderRule, RuleId>>>
> = {
  submit: {
    'x-end-user-length': 'submit-x-end-user-length',
    'x-end-user-pattern': 'submit-x-end-user-pattern',
    'x-software-supplier-max-70': 'submit-x-software-supplier-max-70',
    'x-channel-max-70': 'submit-x-channel-max-70',
    'accept-language-iso-639-1': 'submit-accept-language-iso-639-1',
  },
  status: {
    'x-end-user-length': 'status-x-end-user-length',
    'x-end-user-pattern': 'status-x-end-user-pattern',
    'x-software-supplier-max-70': 'status-x-software-supplier-max-70',
    'x-channel-max-70': 'status-x-channel-max-70',
    'accept-language-iso-639-1': 'status-accept-language-iso-639-1',
  },
  results: {
    'x-end-user-length': 'results-x-end-user-length',
    'x-end-user-pattern': 'results-x-end-user-pattern',
    'x-software-supplier-max-70': 'results-x-software-supplier-max-70',
    'x-channel-max-70': 'results-x-channel-max-70',
    'accept-language-iso-639-1': 'results-accept-language-iso-639-1',
  },
};

/** The optional request headers of the bulk endpoints (interface.md Endpoints/4, A2) chosen for one request. */
export interface OptionalHeaderCase {
  /** Header name → value: a subset of X-End-User, X-Software-Supplier, X-Channel, Accept-Language. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Absent: every value legal, the request must be served. Present: exactly one header at its
   * nearest miss, and the rule whose 400 FORMAT_ERROR INVALID_HEADER it must get.
   */
  readonly miss?: { readonly header: string; readonly rule: OptionalHeaderRule };
}

/** The optional headers, in the order of interface.md Endpoints/4's table. */
const OPTIONAL_HEADERS = ['Accept-Language', 'X-End-User', 'X-Software-Supplier', 'X-Channel'] as const;
type OptionalHeader = (typeof OPTIONAL_HEADERS)[number];

/** Supplier names with a version, to list several ("several suppliers may be listed"). */
const SUPPLIERS = ['AcmeSoft', 'PayLib', 'VerifyKit', 'LedgerSync', 'ERPConnect', 'Treasurio'];

/** `text` cut or repeated to exactly `n` characters, an inner space at the cut end made a dot (no edge space). */
function toLength(text: string, n: number): string {
  return text
    .repeat(Math.ceil(n / text.length))
    .slice(0, n)
    .replace(/ $/, '.');
}

/** A comma-separated list of 2 to 5 suppliers (`AcmeSoft/1.2, PayLib 3`), as drawn (may exceed 70). */
function supplierList(): fc.Arbitrary<string> {
  const supplier = fc
    .tuple(fc.constantFrom(...SUPPLIERS), fc.constantFrom('', '/1.2', ' 3', '/4.0.1', ' (bulk)'))
    .map(([name, version]) => `${name}${version}`);
  return fc.array(supplier, { minLength: 2, maxLength: 5 }).map((names) => names.join(', '));
}

/** Legal values of each header: the widest three times in four, else any legal value. */
function legal(): Record<OptionalHeader, fc.Arbitrary<string>> {
  const l = limits();
  const widest = (wide: fc.Arbitrary<string>, any: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 3, arbitrary: wide }, { weight: 1, arbitrary: any });
  const supplierMax = l.softwareSupplierMax;
  return {
    'Accept-Language': languageCode(),
    'X-End-User': widest(
      fc.oneof(
        endUser().map((v) => toLength(v, l.endUserMax)),
        // Hyphens first, last and doubled: the pattern's class allows them anywhere.
        endUser().map((v) => toLength(`-${v}--`, l.endUserMax)),
      ),
      endUser(),
    ),
    'X-Software-Supplier': widest(
      fc.oneof(
        headerText({ minLength: supplierMax, maxLength: supplierMax }),
        supplierList().map((v) => toLength(`${v}, `, supplierMax)),
      ),
      fc.oneof(
        headerText({ minLength: 1, maxLength: supplierMax }),
        supplierList().map((v) => (v.length > supplierMax ? toLength(v, supplierMax) : v)),
      ),
    ),
    'X-Channel': widest(
      headerText({ minLength: l.channelMax, maxLength: l.channelMax }),
      headerText({ minLength: 1, maxLength: l.channelMax }),
    ),
  };
}

/** A nearest miss: the header, the rule it breaks, and its values. */
interface Miss {
  readonly header: OptionalHeader;
  readonly rule: OptionalHeaderRule;
  readonly value: fc.Arbitrary<string>;
}

/** The nearest misses, each breaking one rule of one header (X-End-User has two rules). */
function misses(): readonly Miss[] {
  const l = limits();
  return [
    {
      header: 'Accept-Language',
      // A10's values that are no language tag, but only visible ASCII with no edge space.
      value: notALanguageTag().filter((v) => v !== '' && v.trim() === v),
      rule: 'accept-language-iso-639-1',
    },
    {
      header: 'X-End-User',
      // The nearest wrong lengths: one under the minimum or one over the maximum.
      value: endUserWrongLength().map((v) =>
        v.length > l.endUserMax ? v.slice(0, l.endUserMax + 1) : toLength(v, l.endUserMin - 1),
      ),
      rule: 'x-end-user-length',
    },
    {
      header: 'X-End-User',
      // One character outside [a-zA-Z0-9-], lengthened to the maximum with valid characters; or
      // A12's own examples, an underscore or an inner space, inside a value of the maximum.
      value: fc.oneof(
        endUserBadCharacter().map((v) => v + toLength('a1-Z', l.endUserMax - v.length + 1).slice(1)),
        fc.tuple(endUser(), fc.constantFrom('_', ' '), fc.nat()).map(([v, bad, at]) => {
          const valid = toLength(v, l.endUserMax - 1);
          const i = 1 + (at % (valid.length - 1));
          return `${valid.slice(0, i)}${bad}${valid.slice(i)}`;
        }),
      ),
      rule: 'x-end-user-pattern',
    },
    {
      header: 'X-Software-Supplier',
      value: fc.oneof(
        headerText({ minLength: l.softwareSupplierMax + 1, maxLength: l.softwareSupplierMax + 1 }),
        supplierList().map((v) => toLength(`${v}, `, l.softwareSupplierMax + 1)),
      ),
      rule: 'x-software-supplier-max-70',
    },
    {
      header: 'X-Channel',
      value: headerText({ minLength: l.channelMax + 1, maxLength: l.channelMax + 1 }),
      rule: 'x-channel-max-70',
    },
  ];
}

/**
 * The optional headers of one bulk request (interface.md Endpoints/4 request headers table and
 * Limits; A10, A12; bounds read from schemas/requests/bulk-headers.schema.json): any subset of
 * Accept-Language, X-End-User, X-Software-Supplier and X-Channel, none and all four included.
 *
 * Legal values are, three times in four, the widest: X-End-User of 50 characters (with hyphens
 * first, last and doubled among them), X-Software-Supplier and X-Channel of 70 (supplier lists
 * among them: "several suppliers may be listed"); else any legal value the hand-written header
 * properties send. In about a third of the cases with a header, one of them is at its nearest
 * miss and `miss` names it and its rule, the others staying legal: X-End-User of 2 or 51
 * characters, or of 50 with one character outside `[a-zA-Z0-9-]` (A12's `_` and inner space
 * among them); X-Software-Supplier or X-Channel of 71 characters; a value A10 names as no
 * language tag. Every value is visible ASCII with inner spaces only (no empty or whitespace-only
 * Accept-Language: a value a server trims to nothing is left to the hand-written properties).
 * Shrinks towards no header and no miss.
 */
export function optionalHeaderCase(): fc.Arbitrary<OptionalHeaderCase> {
  const missList = misses();
  const missPick = fc.oneof(
    { withCrossShrink: true },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.nat() },
  );
  return fc
    .tuple(
      fc.subarray([...OPTIONAL_HEADERS]),
      fc.record(legal()),
      missPick,
      fc.tuple(...missList.map((m) => m.value)),
    )
    .map(([present, values, pick, missValues]): OptionalHeaderCase => {
      const headers = Object.fromEntries(present.map((h) => [h, values[h]]));
      const candidates = missList.flatMap((m, i) => (present.includes(m.header) ? [i] : []));
      if (pick === undefined || candidates.length === 0) return { headers };
      const index = candidates[pick % candidates.length] as number;
      const { header, rule } = missList[index] as Miss;
      return { headers: { ...headers, [header]: missValues[index] as string }, miss: { header, rule } };
    });
}
