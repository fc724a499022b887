import fc from 'fast-check';
import { endUser, endUserBadCharacter, endUserWrongLength } from '../../../generators/end-user.ts';
import { headerText } from '../../../generators/header-text.ts';
import { languageCode, notALanguageTag } from '../../../generators/language-code.ts';
import { nonUuidRequestId, overlongRequestId } from '../../../generators/request-id.ts';
import { UUID_OTHER_SHAPES, uuidOtherShape } from '../../../generators/uuid-other-shape.ts';
import { uuidText } from '../../../generators/uuid-text.ts';
import { limits } from '../../schemas/limits.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { BulkOperation } from '../bulk-operations.ts';
import { expectFormatError, expectStatus } from '../expect.ts';
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

/** X-Request-Id: UUIDs pass, non-UUIDs get 400 INVALID_HEADER (Endpoints/4; A11). */
export function xRequestIdUuid(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    'UUIDs (lower case, versions 1-5) pass, non-UUIDs get 400 INVALID_HEADER',
    () => cases('X-Request-Id', uuidText(), nonUuidRequestId()),
    () => [
      at('X-Request-Id', '0b3c5d7e-1111-4222-8333-944455556666', 'accepted'),
      at('X-Request-Id', 'not-a-uuid', 'rejected'),
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

/** X-Request-Id over 128 characters gets 400 INVALID_HEADER (Endpoints/4, Limits). */
export function xRequestIdMax128(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  const max = limits().requestIdMax;
  return headerProperty(
    operation,
    ruleId,
    `X-Request-Id of ${max + 1}+ characters gets 400 INVALID_HEADER`,
    () => cases('X-Request-Id', undefined, overlongRequestId()),
    () => [at('X-Request-Id', `0b3c5d7e-1111-4222-8333-944455556666${'a'.repeat(max - 35)}`, 'rejected')],
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
    () => [at('X-End-User', 'Dept-42-abc', 'accepted'), at('X-End-User', 'dept_42', 'rejected')],
  );
}

function maxLengthProperty(
  operation: BulkOperation,
  ruleId: RuleId,
  header: string,
  max: number,
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
    () => [at(header, textOf(max), 'accepted'), at(header, textOf(max + 1), 'rejected')],
  );
}

/** X-Software-Supplier of at most 70 characters passes, longer gets 400 (Endpoints/4, Limits). */
export function xSoftwareSupplierMax70(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return maxLengthProperty(operation, ruleId, 'X-Software-Supplier', limits().softwareSupplierMax);
}

/** X-Channel of at most 70 characters passes, longer gets 400 (Endpoints/4, Limits). */
export function xChannelMax70(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return maxLengthProperty(operation, ruleId, 'X-Channel', limits().channelMax);
}

/** Accept-Language: ISO 639-1 codes pass, values that are no language tag get 400 (Endpoints/4; A10). */
export function acceptLanguageIso6391(operation: BulkOperation, ruleId: RuleId): PropertySpec<HeaderCase> {
  return headerProperty(
    operation,
    ruleId,
    'ISO 639-1 codes pass, values that are no language tag get 400 (A10)',
    () => cases('Accept-Language', languageCode(), notALanguageTag()),
    () => [at('Accept-Language', 'nl', 'accepted'), at('Accept-Language', 'english', 'rejected')],
  );
}
