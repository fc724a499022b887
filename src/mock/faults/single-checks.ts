import { randomUUID } from 'node:crypto';
import type { JsonObject } from '../../api/json-object.ts';
import type { Problem } from '../errors/problem.ts';
import {
  type AccessBehaviour,
  actingAt,
  type FaultSwitch,
  faultRows,
  served,
  type TextAnswer,
} from './fault.ts';

/** The two single-check calls: the organisation check (Endpoints/2), confirmation of payee (Endpoints/3). */
export type SingleCheckOperation = 'org-check' | 'cop-check';

/** A single check's body as read: its JSON object, or the 400 for a body that is not one. */
type BodyRead = { readonly body: JsonObject } | { readonly problem: Problem };

/** Where a fault of the single checks acts; each member but `operation` is named after its hook. */
interface SingleCheckBehaviour {
  /** The call the fault breaks. */
  readonly operation: SingleCheckOperation;
  /** The requests the bearer-token check refuses (src/mock/faults/access.ts). */
  readonly access?: AccessBehaviour;
  /** The body read, given the correct reading. */
  readonly body?: (read: BodyRead) => BodyRead;
  /** The longest name served, characters, given the documented `max`. */
  readonly nameLimit?: (max: number) => number;
  /** The answer to a valid check, given the correct one and its flat result. */
  readonly result?: (answer: TextAnswer, flat: JsonObject) => TextAnswer;
  /** The x-fapi-interaction-id sent back (undefined: none), given the correct echo. */
  readonly interactionIdEcho?: (echo: string | undefined) => string | undefined;
  /** The answer to a SchemeName other than SortCodeAccountNumber, given the correct 400. */
  readonly schemeName?: (schemeName: unknown, refused: Problem) => Problem;
}

/** What a body that is not JSON is read as when a fault serves it (`*-invalid-request-400`). */
const VALID_ORGANISATION_BODY: JsonObject = {
  accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' },
  name: 'Acme Holding BV',
};
const VALID_PAYEE_BODY: JsonObject = {
  SchemeName: 'SortCodeAccountNumber',
  AccountType: 'Personal',
  Identification: '40051212345678',
  Name: 'Jane Doe',
};

const fault = faultRows<SingleCheckBehaviour>();

/** Faults of the organisation check and confirmation of payee (Endpoints/2 and 3; A7), with their behaviour. */
export const SINGLE_CHECKS_FAULTS = [
  fault({
    id: 'cop-check-200',
    rule: 'cop-check-200',
    summary: 'A valid confirmation of payee gets 200 with a text/plain body that is not JSON.',
    operation: 'cop-check',
    result: () => ({ text: 'MATCHED', contentType: 'text/plain' }),
  }),
  fault({
    id: 'cop-check-auth-invalid-401',
    rule: 'cop-check-auth-invalid-401',
    summary:
      'A confirmation of payee with an unknown or expired bearer token is served (200) instead of 401.',
    operation: 'cop-check',
    access: { unknown: served, expired: served },
  }),
  fault({
    id: 'cop-check-auth-missing-401',
    rule: 'cop-check-auth-missing-401',
    summary: 'A confirmation of payee without Authorization is served (200) instead of 401.',
    operation: 'cop-check',
    access: { missing: served },
  }),
  fault({
    id: 'cop-check-interaction-id-echo/other-value',
    rule: 'cop-check-interaction-id-echo',
    summary:
      'A confirmation of payee answers with a fresh x-fapi-interaction-id instead of the one it was sent.',
    operation: 'cop-check',
    interactionIdEcho: (echo) => (echo === undefined ? undefined : randomUUID()),
  }),
  fault({
    id: 'cop-check-interaction-id-echo',
    rule: 'cop-check-interaction-id-echo',
    summary: 'A confirmation of payee does not echo the x-fapi-interaction-id it was sent.',
    operation: 'cop-check',
    interactionIdEcho: () => undefined,
  }),
  fault({
    id: 'cop-check-invalid-request-400',
    rule: 'cop-check-invalid-request-400',
    summary: 'A confirmation of payee whose body is not JSON gets 200 instead of 400.',
    operation: 'cop-check',
    body: (read) => ('problem' in read ? { body: VALID_PAYEE_BODY } : read),
  }),
  fault({
    id: 'cop-check-name-too-long-400/strict',
    rule: 'cop-check-name-too-long-400',
    summary: 'A confirmation of payee with a 140-character Name gets 400 (off by one, too strict).',
    operation: 'cop-check',
    nameLimit: (max) => max - 1,
  }),
  fault({
    id: 'cop-check-name-too-long-400',
    rule: 'cop-check-name-too-long-400',
    summary: 'A confirmation of payee with a 141-character Name gets 200 instead of 400.',
    operation: 'cop-check',
    nameLimit: () => Number.POSITIVE_INFINITY,
  }),
  fault({
    id: 'org-check-200',
    rule: 'org-check-200',
    summary: 'A valid organisation check gets 200 with a JSON array instead of a JSON object.',
    operation: 'org-check',
    result: (_answer, flat) => ({
      text: JSON.stringify([flat]),
      contentType: 'application/json;charset=utf-8',
    }),
  }),
  fault({
    id: 'org-check-auth-invalid-401',
    rule: 'org-check-auth-invalid-401',
    summary: 'An organisation check with an unknown or expired bearer token is served (200) instead of 401.',
    operation: 'org-check',
    access: { unknown: served, expired: served },
  }),
  fault({
    id: 'org-check-auth-missing-401',
    rule: 'org-check-auth-missing-401',
    summary: 'An organisation check without Authorization is served (200) instead of 401.',
    operation: 'org-check',
    access: { missing: served },
  }),
  fault({
    id: 'org-check-invalid-request-400',
    rule: 'org-check-invalid-request-400',
    summary: 'An organisation check whose body is not JSON gets 200 instead of 400.',
    operation: 'org-check',
    body: (read) => ('problem' in read ? { body: VALID_ORGANISATION_BODY } : read),
  }),
  fault({
    id: 'org-check-name-too-long-400/strict',
    rule: 'org-check-name-too-long-400',
    summary: 'An organisation check with a 140-character name gets 400 (off by one, too strict).',
    operation: 'org-check',
    nameLimit: (max) => max - 1,
  }),
  fault({
    id: 'org-check-name-too-long-400',
    rule: 'org-check-name-too-long-400',
    summary: 'An organisation check with a 141-character name gets 200 instead of 400.',
    operation: 'org-check',
    nameLimit: () => Number.POSITIVE_INFINITY,
  }),
  fault({
    id: 'server-no-5xx/cop-check-scheme-name',
    rule: 'server-no-5xx',
    summary:
      'A confirmation of payee with a SchemeName other than SortCodeAccountNumber gets 500 instead of a 4xx.',
    operation: 'cop-check',
    schemeName: (schemeName) => {
      throw new Error(`no handler for SchemeName ${String(schemeName).slice(0, 40)}`);
    },
  }),
] as const;

const BODY = actingAt(SINGLE_CHECKS_FAULTS, 'body');
const NAME_LIMIT = actingAt(SINGLE_CHECKS_FAULTS, 'nameLimit');
const RESULT = actingAt(SINGLE_CHECKS_FAULTS, 'result');
const INTERACTION_ID_ECHO = actingAt(SINGLE_CHECKS_FAULTS, 'interactionIdEcho');
const SCHEME_NAME = actingAt(SINGLE_CHECKS_FAULTS, 'schemeName');

/**
 * The hooks of the single checks (src/mock/single-checks/): each takes the correct value of the
 * call `operation` and returns it as the faults switched on in `on` change it (in table order).
 */
export const singleCheckFaults = {
  /** The body read, given the correct reading (a 400 for a body that is not a JSON object). */
  body(on: FaultSwitch, operation: SingleCheckOperation, read: BodyRead): BodyRead {
    let out = read;
    for (const f of BODY) if (f.operation === operation && on.breaks(f.id)) out = f.body(out);
    return out;
  },

  /** The longest payee name served, characters, given the documented `max` (interface.md Limits). */
  nameLimit(on: FaultSwitch, operation: SingleCheckOperation, max: number): number {
    let limit = max;
    for (const f of NAME_LIMIT) if (f.operation === operation && on.breaks(f.id)) limit = f.nameLimit(limit);
    return limit;
  },

  /** The 200 answer to a valid check, given the correct one and the check's flat result. */
  result(on: FaultSwitch, operation: SingleCheckOperation, answer: TextAnswer, flat: JsonObject): TextAnswer {
    let out = answer;
    for (const f of RESULT) if (f.operation === operation && on.breaks(f.id)) out = f.result(out, flat);
    return out;
  },

  /** The x-fapi-interaction-id a confirmation of payee sends back (undefined: none), given `sent`. */
  interactionIdEcho(on: FaultSwitch, sent: string): string | undefined {
    let echo: string | undefined = sent;
    for (const f of INTERACTION_ID_ECHO) if (on.breaks(f.id)) echo = f.interactionIdEcho(echo);
    return echo;
  },

  /** The answer to SchemeName `schemeName` (not SortCodeAccountNumber), given the correct 400. */
  schemeName(on: FaultSwitch, schemeName: unknown, refused: Problem): Problem {
    let out = refused;
    for (const f of SCHEME_NAME) if (on.breaks(f.id)) out = f.schemeName(schemeName, out);
    return out;
  },
};
