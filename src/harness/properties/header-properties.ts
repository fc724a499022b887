import fc from 'fast-check';
import { endUser, endUserBadCharacter, endUserWrongLength } from '../../../generators/end-user.ts';
import { headerText } from '../../../generators/header-text.ts';
import { EMPTY_LANGUAGE_VALUES, languageCode, notALanguageTag } from '../../../generators/language-code.ts';
import { nonUuidRequestId, overlongRequestId } from '../../../generators/request-id.ts';
import { UUID_OTHER_SHAPES, uuidOtherShape } from '../../../generators/uuid-other-shape.ts';
import { uuidText } from '../../../generators/uuid-text.ts';
import { limits } from '../../schemas/limits.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { BulkOperation } from '../bulk-operations.ts';
import { expectFormatError } from '../../checks/expect-format-error.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import type { PropertySpec } from '../property.ts';

/** One generated header case: the value sent, and whether the target must accept it or answer 400 INVALID_HEADER. */
export interface HeaderCase {
  readonly header: string;
  readonly value: string;
  readonly expect: 'accepted' | 'rejected';
}

function cases(header: string, accepted: fc.Arbitrary<string> | undefined, rejected: fc.Arbitrary<string>) {
  const bad = rejected.map((value): HeaderCase => ({ header, value, expect: 'rejected' }));
  if (!accepted) return bad;
  return fc.oneof(
    accepted.map((value): HeaderCase => ({ header, value, expect: 'accepted' })),
    bad,
  );
}

function at(header: string, value: string, expect: HeaderCase['expect']): HeaderCase {
  return { header, value, expect };
}

/** A header case as a person reads it: header, value, length, expectation. */
export function describeHeaderCase(c: HeaderCase): string {
  const shown = c.value.length > 80 ? `${c.value.slice(0, 80)}…` : c.value;
  return `${c.header}: ${JSON.stringify(shown)} (${c.value.length} characters), must be ${c.expect === 'accepted' ? 'accepted' : 'answered 400 INVALID_HEADER'}`;
}

function headerProperty(
  target: BulkOperation,
  ruleId: RuleId,
  title: string,
  arbitrary: () => fc.Arbitrary<HeaderCase>,
  examples: () => HeaderCase[],
): PropertySpec<HeaderCase> {
  return {
    ruleId,
    title,
    cost: 'request',
    arbitrary,
    examples,
    describe: describeHeaderCase,
    check: async (run, c) => {
      const exchange = await target.send(run, { headers: { [c.header]: c.value } });
      if (c.expect === 'accepted') {
        expectStatus(
          ruleId,
          exchange,
          target.okStatuses,
          `${target.okStatuses.join(' or ')}: ${describeHeaderCase(c)}`,
        );
      } else {
        expectFormatError(ruleId, exchange, ['INVALID_HEADER']);
      }
    },
  };
}

const atLength = (n: number) => 'a1-'.repeat(n).slice(0, n);
const textOf = (n: number) => 'AcmeSoft-'.repeat(n).slice(0, n);

// The generated-header properties of a bulk operation (interface.md Endpoints/4 request headers,
// Limits; A10-A12). Each takes the operation and the full id of the rule it judges there. The
// at-limit values are always tried first, so an off-by-one provider fails either way.

/**
 * UUIDs every provider takes (RFC 4122 text form, lower case): one of each version 1-5, one of
 * each variant digit 8, 9, a, b, and one whose groups start with zeros (A11: version and variant
 * digits are open only beyond these).
 */
const ACCEPTED_UUIDS = [
  '0b3c5d7e-1111-1222-8333-944455556666',
  '0b3c5d7e-1111-2222-9333-944455556666',
  '0b3c5d7e-1111-3222-a333-944455556666',
  '0b3c5d7e-1111-4222-b333-944455556666',
  '0b3c5d7e-1111-5222-8333-944455556666',
  '00000000-0000-1000-8000-00000000001a',
];

/**
 * Nearest misses of the 8-4-4-4-12 form that no lenient parser takes for a UUID either: a letter
 * beyond f or a digit appended (a pattern without `$`, A12), five hyphen-separated groups of other
 * lengths (Java's `UUID.fromString` takes them), one digit short, a digit replaced by a letter
 * beyond f.
 */
const NEAR_MISS_UUIDS = [
  '0b3c5d7e-1111-4222-8333-944455556666g',
  '0b3c5d7e-1111-4222-8333-9444555566660',
  '0b3c5d7e-1111-4222-8q33-944455556666',
  '0b3c5d7e-111-4222-8333-944455556666',
  'b3c5d7e-1111-4222-8333-944455556666',
  '1-2-3-4-5',
  '0b3c5d7e-1111-4222-8333-94445555666',
];

/** X-Request-Id: UUIDs pass, non-UUIDs get 400 INVALID_HEADER (Endpoints/4; A11). */
export function xRequestIdUuid(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    'UUIDs (lower case, versions 1-5, variants 8-b) pass, non-UUIDs get 400 INVALID_HEADER',
    () => cases('X-Request-Id', uuidText(), nonUuidRequestId()),
    () => [
      ...ACCEPTED_UUIDS.map((uuid) => at('X-Request-Id', uuid, 'accepted')),
      at('X-Request-Id', 'not-a-uuid', 'rejected'),
      ...NEAR_MISS_UUIDS.map((miss) => at('X-Request-Id', miss, 'rejected')),
    ],
  );
}

/** A UUID of the examples, in its text form. */
const EXAMPLE_UUID = '0b3c5d7e-1111-4222-8333-944455556666';

/**
 * X-Request-Id in upper or mixed case is accepted; in braces, parentheses, with urn:uuid:, without
 * hyphens or hyphenated otherwise it gets 400 INVALID_HEADER (A11: "the RFC 4122 text form …
 * in either case … every other shape is not a UUID"). Every shape is tried first.
 */
export function xRequestIdTextForm(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    'UUIDs in upper or mixed case pass; braces, urn:uuid:, no or moved hyphens get 400 INVALID_HEADER (A11)',
    () =>
      cases(
        'X-Request-Id',
        fc.oneof(uuidText({ letterCase: 'upper' }), uuidText({ letterCase: 'mixed' })),
        uuidOtherShape(),
      ),
    () => [
      at('X-Request-Id', EXAMPLE_UUID.toUpperCase(), 'accepted'),
      at('X-Request-Id', '0B3c5D7e-1111-4222-8aBc-944455556666', 'accepted'),
      ...Object.values(UUID_OTHER_SHAPES).map((shape) => at('X-Request-Id', shape(EXAMPLE_UUID), 'rejected')),
    ],
  );
}

/** The longest X-Request-Id sent, characters: far over 128 and over the 500 of an error detail. */
const LONGEST_REQUEST_ID = 1_000;

/** X-Request-Id over 128 characters gets 400 INVALID_HEADER (Endpoints/4, Limits): 129 and 1,000 characters, and generated lengths. */
export function xRequestIdMax128(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  const max = limits().requestIdMax;
  return headerProperty(
    operation,
    ruleId,
    `X-Request-Id of ${max + 1}+ characters gets 400 INVALID_HEADER`,
    () => cases('X-Request-Id', undefined, overlongRequestId()),
    () => [
      at('X-Request-Id', `0b3c5d7e-1111-4222-8333-944455556666${'a'.repeat(max - 35)}`, 'rejected'),
      // The widest miss: an error that quotes the value must still keep its detail within 500.
      at(
        'X-Request-Id',
        `0b3c5d7e-1111-4222-8333-944455556666${'a'.repeat(LONGEST_REQUEST_ID - 36)}`,
        'rejected',
      ),
    ],
  );
}

/** X-End-User of 3-50 characters passes, other lengths get 400 (Endpoints/4, Limits). */
export function xEndUserLength(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  const { endUserMin: min, endUserMax: max } = limits();
  return headerProperty(
    operation,
    ruleId,
    `X-End-User of ${min}-${max} characters passes, other lengths get 400`,
    () => cases('X-End-User', endUser(), endUserWrongLength()),
    () => [
      at('X-End-User', atLength(min), 'accepted'),
      at('X-End-User', atLength(max), 'accepted'),
      at('X-End-User', atLength(min - 1), 'rejected'),
      at('X-End-User', atLength(max + 1), 'rejected'),
    ],
  );
}

/** X-End-User of letters, digits and hyphens passes, any other character gets 400 (Endpoints/4; A12). */
export function xEndUserPattern(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    'X-End-User of letters, digits and hyphens passes, any other character gets 400',
    () => cases('X-End-User', endUser(), endUserBadCharacter()),
    () => [
      at('X-End-User', 'Dept-42-abc', 'accepted'),
      // The widest legal values: any order of the three classes, hyphens at either end or alone.
      at('X-End-User', `-Dept42-${'Ab9-'.repeat(10)}Z0`, 'accepted'),
      at('X-End-User', '---', 'accepted'),
      at('X-End-User', '123', 'accepted'),
      at('X-End-User', 'ABC', 'accepted'),
      at('X-End-User', 'abc-', 'accepted'),
      // A12's own examples of invalid values, and a character just outside the class.
      at('X-End-User', 'abc_def', 'rejected'),
      at('X-End-User', 'abc def', 'rejected'),
      at('X-End-User', 'dept_42', 'rejected'),
      at('X-End-User', 'dept.42', 'rejected'),
      at('X-End-User', 'dept@42', 'rejected'),
    ],
  );
}

/**
 * Free text of every visible-ASCII class (digits, upper and lower case, punctuation with a quote,
 * a backslash, a comma and a semicolon) with inner spaces, cut or repeated to `n` characters, no
 * space at either end.
 */
export function everyClassText(n: number): string {
  const text = 'Acme "Pay\\Lib" 1.2, v3; <x>=y & z|~!@#$%^*()_+[]{}:\'?/` 0123456789 ABCxyz-.';
  return text
    .repeat(Math.ceil(n / text.length))
    .slice(0, n)
    .replace(/ $/, '.');
}

/** A list of several software suppliers ("several suppliers may be listed"), cut or padded to `n` characters. */
export function supplierList(n: number): string {
  const text = 'AcmeSoft/1.2, PayLib 3, VerifyKit/4.0.1 (bulk), LedgerSync 2.7, Acme/9';
  return text.padEnd(n, '9').slice(0, n).replace(/ $/, '9');
}

function maxLengthProperty(
  operation: BulkOperation,
  ruleId: RuleId,
  header: string,
  max: number,
  atLimit: readonly string[],
): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    `${header} of 1-${max} characters passes, ${max + 1}+ gets 400`,
    () =>
      cases(
        header,
        headerText({ minLength: 1, maxLength: max }),
        headerText({ minLength: max + 1, maxLength: max * 2 }),
      ),
    () => [
      at(header, textOf(max), 'accepted'),
      ...atLimit.map((value) => at(header, value, 'accepted')),
      at(header, textOf(max + 1), 'rejected'),
      at(header, everyClassText(max + 1), 'rejected'),
    ],
  );
}

/**
 * X-Software-Supplier of at most 70 characters passes, longer gets 400 (Endpoints/4, Limits):
 * at the limit every visible-ASCII class, and a list of suppliers ("several suppliers may be
 * listed").
 */
export function xSoftwareSupplierMax70(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  const max = limits().softwareSupplierMax;
  return maxLengthProperty(operation, ruleId, 'X-Software-Supplier', max, [
    everyClassText(max),
    supplierList(max),
    'AcmeSoft/1.2, PayLib 3',
  ]);
}

/** X-Channel of at most 70 characters passes, longer gets 400 (Endpoints/4, Limits): at the limit every visible-ASCII class. */
export function xChannelMax70(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  const max = limits().channelMax;
  return maxLengthProperty(operation, ruleId, 'X-Channel', max, [everyClassText(max)]);
}

/** Accept-Language: ISO 639-1 codes pass, values that are no language tag get 400 (Endpoints/4; A10). */
export function acceptLanguageIso6391(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    'ISO 639-1 codes pass, values that are no language tag get 400 (A10)',
    () => cases('Accept-Language', languageCode(), notALanguageTag()),
    () => [
      // The codes A10 names, then the values it names as no language tag, and one letter short of a code.
      ...['en', 'nl', 'de'].map((code) => at('Accept-Language', code, 'accepted')),
      ...EMPTY_LANGUAGE_VALUES.map((value) => at('Accept-Language', value, 'rejected')),
      ...['english', '123', 'eng', 'e', 'nl1'].map((value) => at('Accept-Language', value, 'rejected')),
    ],
  );
}
