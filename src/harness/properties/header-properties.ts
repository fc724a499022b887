import fc from 'fast-check';
import { endUser, endUserBadCharacter, endUserWrongLength } from '../../../generators/end-user.ts';
import { headerText } from '../../../generators/header-text.ts';
import { languageCode, notALanguageTag } from '../../../generators/language-code.ts';
import { nonUuidRequestId, overlongRequestId } from '../../../generators/request-id.ts';
import { uuidText } from '../../../generators/uuid-text.ts';
import { limits } from '../../schemas/limits.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { BulkTarget } from '../bulk-request-tests.ts';
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
  target: BulkTarget,
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

/**
 * The generated-header properties of one bulk operation: X-Request-Id (UUID, at most 128),
 * X-End-User (characters, 3-50), X-Software-Supplier and X-Channel (at most 70), Accept-Language
 * (ISO 639-1). The at-limit values are always tried first, so an off-by-one provider fails either way.
 * Source: interface.md Endpoints/4 request headers, Limits; A10-A12.
 */
export function headerProperties(target: BulkTarget): PropertySpec<HeaderCase>[] {
  const l = limits();
  const { rules } = target;
  const a = (n: number) => 'a1-'.repeat(n).slice(0, n);
  const text = (n: number) => 'AcmeSoft-'.repeat(n).slice(0, n);
  return [
    headerProperty(
      target,
      rules['x-request-id-uuid'],
      'UUIDs (lower case, versions 1-5) pass, non-UUIDs get 400 INVALID_HEADER',
      () => cases('X-Request-Id', uuidText(), nonUuidRequestId()),
      () => [
        at('X-Request-Id', '0b3c5d7e-1111-4222-8333-944455556666', 'accepted'),
        at('X-Request-Id', 'not-a-uuid', 'rejected'),
      ],
    ),
    headerProperty(
      target,
      rules['x-request-id-max-128'],
      `X-Request-Id of ${l.requestIdMax + 1}+ characters gets 400 INVALID_HEADER`,
      () => cases('X-Request-Id', undefined, overlongRequestId()),
      () => [
        at(
          'X-Request-Id',
          `0b3c5d7e-1111-4222-8333-944455556666${'a'.repeat(l.requestIdMax - 35)}`,
          'rejected',
        ),
      ],
    ),
    headerProperty(
      target,
      rules['x-end-user-length'],
      `X-End-User of ${l.endUserMin}-${l.endUserMax} characters passes, other lengths get 400`,
      () => cases('X-End-User', endUser(), endUserWrongLength()),
      () => [
        at('X-End-User', a(l.endUserMin), 'accepted'),
        at('X-End-User', a(l.endUserMax), 'accepted'),
        at('X-End-User', a(l.endUserMin - 1), 'rejected'),
        at('X-End-User', a(l.endUserMax + 1), 'rejected'),
      ],
    ),
    headerProperty(
      target,
      rules['x-end-user-pattern'],
      'X-End-User of letters, digits and hyphens passes, any other character gets 400',
      () => cases('X-End-User', endUser(), endUserBadCharacter()),
      () => [at('X-End-User', 'Dept-42-abc', 'accepted'), at('X-End-User', 'dept_42', 'rejected')],
    ),
    ...(
      [
        ['X-Software-Supplier', rules['x-software-supplier-max-70'], l.softwareSupplierMax],
        ['X-Channel', rules['x-channel-max-70'], l.channelMax],
      ] as const
    ).map(([header, ruleId, max]) =>
      headerProperty(
        target,
        ruleId,
        `${header} of 1-${max} characters passes, ${max + 1}+ gets 400`,
        () =>
          cases(
            header,
            headerText({ minLength: 1, maxLength: max }),
            headerText({ minLength: max + 1, maxLength: max * 2 }),
          ),
        () => [at(header, text(max), 'accepted'), at(header, text(max + 1), 'rejected')],
      ),
    ),
    headerProperty(
      target,
      rules['accept-language-iso-639-1'],
      'ISO 639-1 codes pass, values that are no language tag get 400 (A10)',
      () => cases('Accept-Language', languageCode(), notALanguageTag()),
      () => [at('Accept-Language', 'nl', 'accepted'), at('Accept-Language', 'english', 'rejected')],
    ),
  ];
}
