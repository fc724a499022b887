import fc from 'fast-check';
import { type NameScript, payeeName, scriptName, tooLongPayeeName } from '../../../generators/payee-name.ts';
import { confirmationOfPayeeBody, organisationCheckBody } from '../../../generators/single-check-body.ts';
import { type JsonValue, unusualJson } from '../../../generators/unusual-json.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import { limits } from '../../schemas/limits.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import { jsonObjectBody } from '../../checks/json-object-body.ts';
import type { PropertySpec } from '../property.ts';
import { type Kind, sendSingleCheck } from '../send-single-check.ts';
import { organisationBody, payeeBody } from '../single-check-bodies.ts';

/** A single-check case: the body sent and the status it must get (200, or 400 for a name over 140). */
export interface NameCase {
  readonly body: Record<string, unknown>;
  readonly expect: 200 | 400;
}

function nameOf(body: Record<string, unknown>): string {
  return String(body.name ?? body.Name);
}

/** The scripts of A13 whose letters are more than one UTF-8 byte: the at-limit names outside ASCII. */
const NON_ASCII_SCRIPTS: readonly NameScript[] = ['accented', 'cyrillic', 'cjk'];

/**
 * The at-limit names of the name rule, as examples: `max` and `max + 1` characters of Latin and of
 * each script outside ASCII (A13: "Latin, accented Latin, Cyrillic, CJK"; 140 CJK characters are
 * 420 UTF-8 bytes, and still 140 characters), and `max` characters with a space after them (`max +
 * 1` characters: a provider that trims first counts `max`).
 */
function atLimitNames(max: number): Array<{ readonly name: string; readonly expect: 200 | 400 }> {
  return [
    { name: 'N'.repeat(max), expect: 200 },
    { name: 'N'.repeat(max + 1), expect: 400 },
    ...NON_ASCII_SCRIPTS.flatMap((script) => [
      { name: scriptName(script, max), expect: 200 as const },
      { name: scriptName(script, max + 1), expect: 400 as const },
    ]),
    { name: `${'N'.repeat(max)} `, expect: 400 },
  ];
}

/**
 * Names of 1-140 characters get 200 and longer names 400 on the single check `kind`, judged under
 * `ruleId` (A7; interface.md Limits: name at most 140 characters; A13: counted in characters, for
 * every BMP script, at exactly the limit first).
 */
export function nameTooLong400(kind: Kind, ruleId: RuleId): PropertySpec<NameCase> {
  const max = limits().partyNameMax;
  const bodyWith = kind === 'org-check' ? organisationCheckBody : confirmationOfPayeeBody;
  const sample = (name: string) => fc.sample(bodyWith(fc.constant(name)), { numRuns: 1, seed: 1 })[0] ?? {};
  return {
    ruleId,
    title: `names of 1-${max} characters (Latin, accented, Cyrillic, CJK) get 200, longer names 400 (A7, A13)`,
    cost: 'request',
    arbitrary: () =>
      fc.oneof(
        bodyWith(payeeName()).map((body): NameCase => ({ body, expect: 200 })),
        bodyWith(tooLongPayeeName()).map((body): NameCase => ({ body, expect: 400 })),
      ),
    examples: () => atLimitNames(max).map(({ name, expect }) => ({ body: sample(name), expect })),
    describe: (c) =>
      `name of ${nameOf(c.body).length} characters ${JSON.stringify(nameOf(c.body).slice(0, 60))}…, must get ${c.expect}`,
    check: async (run, c) => {
      const exchange = await sendSingleCheck(run, kind, c.body);
      expectStatus(
        ruleId,
        exchange,
        [c.expect],
        `${c.expect} for a name of ${nameOf(c.body).length} characters`,
      );
    },
  };
}

/** A valid single-check request: its body as a JSON object, or as JSON text written another way. */
export interface ValidCase {
  /** What is particular about it, for the failure message. */
  readonly label: string;
  readonly body: Readonly<Record<string, unknown>> | string;
}

/** `body` as JSON text in an unusual but legal form (the same JSON value; generators/unusual-json.ts). */
function written(body: Record<string, unknown>, form: 'unicode-escape' | 'key-order'): string {
  return unusualJson(body as Record<string, JsonValue>, form);
}

/**
 * The widest legal requests of `kind` as examples: the valid body written with `\u` escapes for
 * every character and with its members in reverse order (RFC 8259: the same JSON value), a
 * one-character name, a name with inner apostrophe and hyphen, and, for the confirmation of payee,
 * Identifications with leading zeros (A7: 14 digits, a string: `00000100000001` is not 100000001).
 */
function widestLegal(kind: Kind): ValidCase[] {
  const valid = kind === 'org-check' ? organisationBody('Acme Holding BV') : payeeBody('Jane Doe');
  const named = (name: string) => (kind === 'org-check' ? organisationBody(name) : payeeBody(name));
  return [
    { label: 'every character \\u-escaped', body: written(valid, 'unicode-escape') },
    { label: 'members in reverse order', body: written(valid, 'key-order') },
    { label: 'a one-character name', body: named('A') },
    { label: 'a name with inner apostrophe and hyphen', body: named("O'Brien-Smith Ltd") },
    ...(kind === 'cop-check'
      ? ['00000100000001', '00000000000001'].map((Identification) => ({
          label: `Identification ${Identification}`,
          body: { ...valid, Identification },
        }))
      : []),
  ];
}

/**
 * A valid request of the single check `kind` gets 200 and a JSON object, judged under `ruleId`
 * (A7: "Valid requests get 200 and a JSON object"): generated valid bodies (names of 1-140 BMP
 * characters, IBANs, 14-digit Identifications), after the widest legal values as examples.
 */
export function valid200(kind: Kind, ruleId: RuleId): PropertySpec<ValidCase> {
  const bodyOf = kind === 'org-check' ? organisationCheckBody : confirmationOfPayeeBody;
  return {
    ruleId,
    title:
      'valid requests get 200 and a JSON object: generated bodies, JSON written other ways, leading zeros (A7)',
    cost: 'request',
    arbitrary: () => bodyOf().map((body): ValidCase => ({ label: 'generated', body })),
    examples: () => widestLegal(kind),
    describe: (c) =>
      `${c.label}: ${(typeof c.body === 'string' ? c.body : JSON.stringify(c.body)).slice(0, 120)}, must get 200`,
    check: async (run, c) => {
      const exchange = await sendSingleCheck(run, kind, c.body);
      expectStatus(ruleId, exchange, [200], `200 with a JSON object for a valid request (${c.label})`);
      const failure = jsonObjectBody(ruleId, exchange, `for a valid request (${c.label})`);
      if (failure) throw failure;
    },
  };
}
