import type { JsonObject } from '../../api/json-object.ts';
import { validate } from '../../schemas/registry.ts';
import { formatError, type ErrorBody, type Problem } from '../errors/problem.ts';
import { ibanChecksumValid } from '../records/iban-checksum.ts';
import {
  type FieldAt,
  type FieldFormat,
  type FieldRuleId,
  type RecordProblem,
  type RecordRules,
  recordProblem,
} from '../records/record-check.ts';
import type { FailureCause } from '../tasks/task-fate.ts';
import { actingAt, type FaultSwitch, faultRows } from './fault.ts';

/** Why a fault fails a task its scenario ends PROCESSED: the `detail` of the FAILED status and its cause. */
export interface Failure {
  readonly detail: string;
  readonly cause: FailureCause;
}

/** Where a fault of the record-level rules acts; each member is named after its hook. */
export interface RecordBehaviour {
  /** The field rule of a record (record-check.ts) the fault leaves unchecked: a record passes it. */
  readonly unchecks?: FieldRuleId;
  /** Where `unchecks` leaves its rule unchecked (default everywhere): the field and the names present. */
  readonly uncheckedAt?: (at: FieldAt) => boolean;
  /** Whether a field value has its format (A2), given the correct verdict `holds`. */
  readonly formatHolds?: (format: FieldFormat, value: unknown, holds: boolean) => boolean;
  /** The length of party name `name`, given the correct one (characters). */
  readonly nameLength?: (name: string, length: number) => number;
  /** The longest party name, characters, given the documented `max`. */
  readonly nameLimit?: (max: number) => number;
  /** The answer to a file of `records` at submission (undefined: accepted), given the correct one. */
  readonly fileRefused?: (
    records: readonly JsonObject[],
    rules: RecordRules,
    refused: Problem | undefined,
  ) => Problem | undefined;
  /** Why a file of `records` its scenario ends PROCESSED ends FAILED (undefined: it does not). */
  readonly failsProcessed?: (records: readonly JsonObject[], rules: RecordRules) => Failure | undefined;
  /** A result line as sent, given the correct one; `isError`: a record-level error line. */
  readonly lineUetr?: (line: JsonObject, isError: boolean) => JsonObject;
  /** A record-level error line (before its uetr), given the correct one. */
  readonly errorLine?: (error: ErrorBody) => ErrorBody;
  /** True when the record with problem `problem` gets no result line at all. */
  readonly lineDropped?: (problem: RecordProblem) => boolean;
}

/** True when `value` is a string that has `format` once spaces are removed and letters upper-cased. */
function holdsNormalised(format: FieldFormat, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const normalised = value.replace(/\s/g, '').toUpperCase();
  return validate(`common/identifiers.schema.json#/$defs/${format}`, normalised).valid;
}

/** The countries of the SEPA scheme (EPC list): a provider that takes IBANs of these only. */
const SEPA_COUNTRIES = new Set(
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(
    ' ',
  ),
);

/** The 1-based number of the first record of `records` that breaks a field rule (A2), or undefined. */
export function firstBroken(records: readonly JsonObject[], rules: RecordRules): number | undefined {
  const index = records.findIndex((record) => recordProblem(record, rules) !== undefined);
  return index < 0 ? undefined : index + 1;
}

/** 400 FORMAT_ERROR with the title of the first record that breaks a field rule, or undefined. */
function firstBrokenProblem(records: readonly JsonObject[], rules: RecordRules): Problem | undefined {
  for (const [index, record] of records.entries()) {
    const problem = recordProblem(record, rules);
    if (problem)
      return formatError(
        problem.title,
        `Record ${index + 1} breaks a field rule.`,
        `/${index}${problem.instance}`,
      );
  }
  return undefined;
}

/** `line` without its uetr. */
export function withoutUetr(line: JsonObject): JsonObject {
  const rest = { ...line };
  delete rest.uetr;
  return rest;
}

/** True for the error line of a record whose others array is empty: INVALID_FIELD at `…/others`. */
function emptyOthersLine(error: { readonly title?: string; readonly instance?: string }): boolean {
  return error.title === 'INVALID_FIELD' && error.instance?.endsWith('/others') === true;
}

const fault = faultRows<RecordBehaviour>();

/** Faults of record-level rules of the result file (Functional errors, Limits; A2), with their behaviour. */
export const RECORDS_FAULTS = [
  fault({
    id: 'record-bic-invalid/iso9362-strict',
    rule: 'record-bic-invalid',
    summary:
      'A BIC whose bank code holds a digit (1234DEFF) gets an INVALID_FIELD error line: the bank code must be letters (ISO 9362), a rule A2 does not state.',
    formatHolds: (format, value, holds) =>
      format === 'bic' ? holds && typeof value === 'string' && /^[A-Z]{4}/.test(value) : holds,
  }),
  fault({
    id: 'record-bic-invalid/normalises',
    rule: 'record-bic-invalid',
    summary: 'A BIC in lower case (deutdeff) or with spaces gets a result record: it is upper-cased first.',
    formatHolds: (format, value, holds) => holds || (format === 'bic' && holdsNormalised(format, value)),
  }),
  fault({
    id: 'record-bic-invalid/party-agent-unchecked',
    rule: 'record-bic-invalid',
    summary:
      "A partyAgent bicfi that breaks the BIC pattern gets a result record (only the requesting agent's is checked).",
    unchecks: 'record-bic-invalid',
    uncheckedAt: ({ instance }) => instance.startsWith('/partyAgent/'),
  }),
  fault({
    id: 'record-bic-invalid',
    summary: 'An anyBIC or bicfi that breaks the BIC pattern gets a result record.',
    unchecks: 'record-bic-invalid',
  }),
  fault({
    id: 'record-bicfi-mandatory/party-agent-unchecked',
    rule: 'record-bicfi-mandatory',
    summary: "A partyAgent without bicfi gets a result record (only the requesting agent's is required).",
    unchecks: 'record-bicfi-mandatory',
    uncheckedAt: ({ instance }) => instance.startsWith('/partyAgent/'),
  }),
  fault({
    id: 'record-bicfi-mandatory',
    summary: 'An agent without bicfi gets a result record.',
    unchecks: 'record-bicfi-mandatory',
  }),
  fault({
    id: 'record-error-instance/record-root',
    rule: 'record-error-instance',
    summary: 'Every record-level error line has instance "/" (the record), not the broken field.',
    errorLine: (error) => ({ ...error, instance: '/' }),
  }),
  fault({
    id: 'error-format-error-title/result-line',
    rule: 'error-format-error-title',
    summary:
      'A record-level error line INVALID_FIELD in the result file carries the title INVALID_VALUE, which is not a FORMAT_ERROR title (A8).',
    errorLine: (error) => (error.title === 'INVALID_FIELD' ? { ...error, title: 'INVALID_VALUE' } : error),
  }),
  fault({
    id: 'error-instance-form/result-line',
    rule: 'error-instance-form',
    summary:
      'Every record-level error line has its JSON pointer behind a `$` root ($/party/name): neither a JSON pointer nor an XPath, though its steps name the field.',
    errorLine: (error) =>
      error.instance === undefined ? error : { ...error, instance: `$${error.instance}` },
  }),
  fault({
    id: 'record-error-instance/empty-others',
    rule: 'record-error-instance',
    summary:
      'The error line of a record whose others array is empty has instance "" (the whole record), not others.',
    errorLine: (error) => (emptyOthersLine(error) ? { ...error, instance: '' } : error),
  }),
  fault({
    id: 'error-format-error-title/empty-others-line',
    rule: 'error-format-error-title',
    summary:
      'The error line of a record whose others array is empty (a shape A2 does not describe) has the title "" instead of a FORMAT_ERROR title (A8).',
    errorLine: (error) => (emptyOthersLine(error) ? { ...error, title: '' } : error),
  }),
  fault({
    id: 'record-error-instance/structure-at-root',
    rule: 'record-error-instance',
    summary:
      'An INVALID_REQUEST error line (a part of the wrong JSON type) has instance "" (the whole record), not that part.',
    errorLine: (error) => (error.title === 'INVALID_REQUEST' ? { ...error, instance: '' } : error),
  }),
  fault({
    id: 'record-error-instance/uetr-at-root',
    rule: 'record-error-instance',
    summary:
      'The error line of a record without a parseable uetr has instance "" (the whole record), not /uetr.',
    errorLine: (error) => (error.instance?.endsWith('/uetr') ? { ...error, instance: '' } : error),
  }),
  fault({
    id: 'record-error-instance/array-position',
    rule: 'record-error-instance',
    summary:
      'The instance of an error in an array entry names the wrong entry: a JSON pointer index one too high, an XPath position counted from 0.',
    errorLine: (error) =>
      error.instance === undefined
        ? error
        : {
            ...error,
            instance: error.instance
              .replace(/\/(\d+)(?=\/|$)/g, (_all, n: string) => `/${Number(n) + 1}`)
              .replace(/\[(\d+)\]/g, (_all, n: string) => `[${Number(n) - 1}]`),
          },
  }),
  fault({
    id: 'record-error-instance/missing-without-path',
    rule: 'record-error-instance',
    summary:
      'The instance of a MANDATORY_FIELD_NOT_PROVIDED line names the missing field alone (/name, /bicfi), not where it is missing.',
    errorLine: (error) =>
      error.title === 'MANDATORY_FIELD_NOT_PROVIDED' && error.instance !== undefined
        ? { ...error, instance: `/${error.instance.split('/').at(-1) ?? ''}` }
        : error,
  }),
  fault({
    id: 'record-error-keeps-task/http-400',
    rule: 'record-error-keeps-task',
    summary: 'A file with a record that breaks a field rule gets 400 FORMAT_ERROR at submission.',
    fileRefused: (records, rules, refused) => refused ?? firstBrokenProblem(records, rules),
  }),
  fault({
    id: 'record-error-keeps-task',
    summary: 'A file with a record that breaks a field rule ends FAILED.',
    failsProcessed: (records, rules) => {
      const broken = firstBroken(records, rules);
      return broken === undefined
        ? undefined
        : { detail: `Record ${broken} breaks a field rule.`, cause: 'record' };
    },
  }),
  fault({
    id: 'record-error-status-400/http-500',
    rule: 'record-error-status-400',
    summary: 'Record-level error lines carry status 500, not 400.',
    errorLine: (error) => ({ ...error, status: 500 }),
  }),
  fault({
    id: 'record-error-uetr',
    summary: 'Record-level error lines come without uetr.',
    lineUetr: (line, isError) => (isError ? withoutUetr(line) : line),
  }),
  fault({
    id: 'record-iban-invalid/known-countries',
    rule: 'record-iban-invalid',
    summary:
      'An IBAN of a country outside the SEPA list (LC, SC) gets an INVALID_FIELD error line, though it matches the pattern with valid check digits.',
    formatHolds: (format, value, holds) =>
      format === 'iban' ? holds && typeof value === 'string' && SEPA_COUNTRIES.has(value.slice(0, 2)) : holds,
  }),
  fault({
    id: 'record-iban-invalid/normalises',
    rule: 'record-iban-invalid',
    summary:
      'An IBAN in lower case or print format (NL91 ABNA 0417 1643 00) gets a result record: spaces are removed and letters upper-cased first.',
    formatHolds: (format, value, holds) => holds || (format === 'iban' && holdsNormalised(format, value)),
  }),
  fault({
    id: 'record-iban-invalid/checksum-over-pattern',
    rule: 'record-iban-invalid',
    summary:
      'An IBAN with valid mod-97 check digits gets a result record though it breaks the A2 pattern (35 characters).',
    formatHolds: (format, value, holds) =>
      holds || (format === 'iban' && typeof value === 'string' && ibanChecksumValid(value)),
  }),
  fault({
    id: 'record-iban-invalid',
    summary: 'An IBAN that breaks the IBAN pattern (or, when enforced, its checksum) gets a result record.',
    unchecks: 'record-iban-invalid',
  }),
  fault({
    id: 'record-iban-mandatory',
    summary: 'A record without partyAccount.iban gets a result record.',
    unchecks: 'record-iban-mandatory',
  }),
  fault({
    id: 'record-identification-invalid/max-35',
    rule: 'record-identification-invalid',
    summary:
      "An identification of 36 to 256 characters gets an INVALID_FIELD error line (ISO 20022 Max35Text, not A2's <1..256>).",
    formatHolds: (format, value, holds) =>
      format === 'identification' ? holds && typeof value === 'string' && value.length <= 35 : holds,
  }),
  fault({
    id: 'record-identification-invalid',
    summary: 'An empty identification, or one over 256 characters, gets a result record.',
    unchecks: 'record-identification-invalid',
  }),
  fault({
    id: 'record-identification-mandatory',
    summary: 'An others entry without identification gets a result record.',
    unchecks: 'record-identification-mandatory',
  }),
  fault({
    id: 'record-scheme-issuer-invalid',
    summary:
      'An others entry whose schemeNameCode, schemeNameProprietary or issuer is not a string (7, true, 42) gets a result record.',
    unchecks: 'record-scheme-issuer-invalid',
  }),
  fault({
    id: 'record-identification-mandatory/first-entry-only',
    rule: 'record-identification-mandatory',
    summary:
      'Only the first others entry must have an identification: a later entry without one gets a result record.',
    unchecks: 'record-identification-mandatory',
    uncheckedAt: ({ instance }) => /\/others\/[1-9]\d*\//.test(instance),
  }),
  fault({
    id: 'record-lei-invalid/2012-edition',
    rule: 'record-lei-invalid',
    summary:
      'A LEI without 00 in positions 5-6 (HWUPKR0MPOU8FGXBT394) gets an INVALID_FIELD error line, as the 2012 edition of ISO 17442 reserved them.',
    formatHolds: (format, value, holds) =>
      format === 'lei' ? holds && typeof value === 'string' && value.slice(4, 6) === '00' : holds,
  }),
  fault({
    id: 'record-lei-invalid/normalises',
    rule: 'record-lei-invalid',
    summary: 'A LEI in lower case gets a result record: it is upper-cased first.',
    formatHolds: (format, value, holds) => holds || (format === 'lei' && holdsNormalised(format, value)),
  }),
  fault({
    id: 'record-lei-invalid',
    summary: 'A lei that breaks the LEI pattern gets a result record.',
    unchecks: 'record-lei-invalid',
  }),
  fault({
    id: 'record-name-and-id-exclusive',
    summary: 'A party with both name and id gets a result record (checked by name).',
    unchecks: 'record-name-and-id-exclusive',
  }),
  fault({
    id: 'record-name-empty',
    summary: 'An empty party name gets a result record.',
    unchecks: 'record-name-empty',
  }),
  fault({
    id: 'record-name-max-140/bytes',
    rule: 'record-name-max-140',
    summary:
      'A party name is measured in UTF-8 bytes: 140 accented, Cyrillic or CJK characters get a NAME_TOO_LONG error line.',
    nameLength: (name) => Buffer.byteLength(name, 'utf8'),
  }),
  fault({
    id: 'record-name-max-140/strict',
    rule: 'record-name-max-140',
    summary:
      'A party name of exactly 140 characters gets a NAME_TOO_LONG error line (off by one, too strict).',
    nameLimit: (max) => max - 1,
  }),
  fault({
    id: 'record-name-max-140/trims',
    rule: 'record-name-max-140',
    summary:
      'A party name is measured after trimming: 140 characters and a trailing space get a result record, not NAME_TOO_LONG.',
    nameLength: (name, length) => length - (name.length - name.trim().length),
  }),
  fault({
    id: 'record-name-max-140',
    summary:
      'A party name of 141 characters or more gets a result record instead of a NAME_TOO_LONG error line.',
    nameLimit: () => Number.POSITIVE_INFINITY,
  }),
  fault({
    id: 'record-name-or-id-mandatory',
    summary: 'A party with neither name nor id gets a result record.',
    unchecks: 'record-name-or-id-mandatory',
  }),
  fault({
    id: 'record-name-or-id-mandatory/no-party',
    rule: 'record-name-or-id-mandatory',
    summary:
      'A record without party gets a result record; only a party object without name or id gets MANDATORY_FIELD_NOT_PROVIDED.',
    unchecks: 'record-name-or-id-mandatory',
    uncheckedAt: ({ present }) => present === undefined,
  }),
  fault({
    id: 'record-organisation-id-exclusive/pair-only',
    rule: 'record-organisation-id-exclusive',
    summary:
      'Only lei with anyBIC is refused: an organisation id with others beside lei or anyBIC gets a result record.',
    unchecks: 'record-organisation-id-exclusive',
    uncheckedAt: ({ present }) => present?.includes('others') ?? false,
  }),
  fault({
    id: 'record-organisation-id-exclusive',
    summary: 'An organisation id with more than one of lei, anyBIC and others gets a result record.',
    unchecks: 'record-organisation-id-exclusive',
  }),
  fault({
    id: 'record-organisation-id-missing',
    summary: 'An organisation id with none of lei, anyBIC and others gets a result record.',
    unchecks: 'record-organisation-id-missing',
  }),
  fault({
    id: 'record-scheme-name-exclusive',
    summary: 'An others entry with both schemeNameCode and schemeNameProprietary gets a result record.',
    unchecks: 'record-scheme-name-exclusive',
  }),
  fault({
    id: 'record-scheme-name-missing',
    summary: 'An others entry with neither schemeNameCode nor schemeNameProprietary gets a result record.',
    unchecks: 'record-scheme-name-missing',
  }),
  fault({
    id: 'record-structure-invalid/failed-file',
    rule: 'record-structure-invalid',
    summary: 'A file with a record of the wrong structure ("party":"Acme") ends FAILED.',
    failsProcessed: (records, rules) => {
      const index = records.findIndex((record) => recordProblem(record, rules)?.title === 'INVALID_REQUEST');
      return index < 0
        ? undefined
        : { detail: `Record ${index + 1} does not match the expected structure.`, cause: 'record' };
    },
  }),
  fault({
    id: 'record-structure-invalid',
    summary:
      'A container of the wrong JSON type is read as absent: "party":"Acme" gets MANDATORY_FIELD_NOT_PROVIDED, not INVALID_REQUEST.',
    unchecks: 'record-structure-invalid',
  }),
  fault({
    id: 'record-structure-invalid/entry-as-field',
    rule: 'record-structure-invalid',
    summary:
      'An others entry that is not an object gets INVALID_FIELD (a field value), not INVALID_REQUEST (the structure).',
    unchecks: 'record-structure-invalid',
    uncheckedAt: ({ instance }) => /\/others\/\d+$/.test(instance),
  }),
  fault({
    id: 'record-uetr-invalid/dropped',
    rule: 'record-uetr-invalid',
    summary: 'A record without a parseable uetr (none, not a UUID) gets no result line at all.',
    lineDropped: (problem) => problem.instance === '/uetr',
  }),
] as const;

const UNCHECKS = actingAt(RECORDS_FAULTS, 'unchecks');
const FORMAT_HOLDS = actingAt(RECORDS_FAULTS, 'formatHolds');
const NAME_LENGTH = actingAt(RECORDS_FAULTS, 'nameLength');
const NAME_LIMIT = actingAt(RECORDS_FAULTS, 'nameLimit');
const FILE_REFUSED = actingAt(RECORDS_FAULTS, 'fileRefused');
const ERROR_LINE = actingAt(RECORDS_FAULTS, 'errorLine');
const LINE_DROPPED = actingAt(RECORDS_FAULTS, 'lineDropped');

/**
 * The hooks of the record-level rules (src/mock/records/): each takes the correct value and
 * returns it as the faults switched on in `on` change it (in table order). The faults of a
 * record's fate and of its result line act through the hooks of lifecycle.ts and results.ts.
 */
export const recordFaults = {
  /** True when field rule `rule` is left unchecked at `at`: a record passes it there and is checked on. */
  unchecked(on: FaultSwitch, rule: FieldRuleId, at: FieldAt): boolean {
    return UNCHECKS.some((f) => f.unchecks === rule && (f.uncheckedAt?.(at) ?? true) && on.breaks(f.id));
  },

  /** Whether `value` has format `format` (A2), given the verdict of its schema. */
  formatHolds(on: FaultSwitch, format: FieldFormat, value: unknown, holds: boolean): boolean {
    let out = holds;
    for (const f of FORMAT_HOLDS) if (on.breaks(f.id)) out = f.formatHolds(format, value, out);
    return out;
  },

  /** The length of party name `name`, given the correct one (characters, A13). */
  nameLength(on: FaultSwitch, name: string, length: number): number {
    let out = length;
    for (const f of NAME_LENGTH) if (on.breaks(f.id)) out = f.nameLength(name, out);
    return out;
  },

  /** The longest party name of a record, characters, given the documented `max` (interface.md Limits). */
  nameLimit(on: FaultSwitch, max: number): number {
    let limit = max;
    for (const f of NAME_LIMIT) if (on.breaks(f.id)) limit = f.nameLimit(limit);
    return limit;
  },

  /**
   * The answer to a bulk file of `records` (checked by `rules`) at submission (undefined:
   * accepted), given the correct one.
   */
  fileRefused(
    on: FaultSwitch,
    records: readonly JsonObject[],
    rules: RecordRules,
    refused: Problem | undefined,
  ): Problem | undefined {
    let answer = refused;
    for (const f of FILE_REFUSED) if (on.breaks(f.id)) answer = f.fileRefused(records, rules, answer);
    return answer;
  },

  /** A record-level error line (the error object before its uetr, A2), given the correct one. */
  errorLine(on: FaultSwitch, error: ErrorBody): ErrorBody {
    let out = error;
    for (const f of ERROR_LINE) if (on.breaks(f.id)) out = f.errorLine(out);
    return out;
  },

  /** True when the record with problem `problem` gets no result line (correct: every record gets one, A2). */
  lineDropped(on: FaultSwitch, problem: RecordProblem): boolean {
    return LINE_DROPPED.some((f) => on.breaks(f.id) && f.lineDropped(problem));
  },
};
