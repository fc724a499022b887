import type { JsonObject } from '../../api/json-object.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import { type FieldRuleId, type RecordRules, recordProblem } from '../records/record-check.ts';
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
}

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

const fault = faultRows<RecordBehaviour>();

/** Faults of record-level rules of the result file (Functional errors, Limits; A2), with their behaviour. */
export const RECORDS_FAULTS = [
  fault({
    id: 'record-bic-invalid',
    rule: 'record-bic-invalid',
    summary: 'An anyBIC or bicfi that breaks the BIC pattern gets a result record.',
    unchecks: 'record-bic-invalid',
  }),
  fault({
    id: 'record-bicfi-mandatory',
    rule: 'record-bicfi-mandatory',
    summary: 'An agent without bicfi gets a result record.',
    unchecks: 'record-bicfi-mandatory',
  }),
  fault({
    id: 'record-error-keeps-task/http-400',
    rule: 'record-error-keeps-task',
    summary: 'A file with a record that breaks a field rule gets 400 FORMAT_ERROR at submission.',
    fileRefused: (records, rules, refused) => refused ?? firstBrokenProblem(records, rules),
  }),
  fault({
    id: 'record-error-keeps-task',
    rule: 'record-error-keeps-task',
    summary: 'A file with a record that breaks a field rule ends FAILED.',
    failsProcessed: (records, rules) => {
      const broken = firstBroken(records, rules);
      return broken === undefined
        ? undefined
        : { detail: `Record ${broken} breaks a field rule.`, cause: 'record' };
    },
  }),
  fault({
    id: 'record-error-uetr',
    rule: 'record-error-uetr',
    summary: 'Record-level error lines come without uetr.',
    lineUetr: (line, isError) => (isError ? withoutUetr(line) : line),
  }),
  fault({
    id: 'record-iban-invalid',
    rule: 'record-iban-invalid',
    summary: 'An IBAN that breaks the IBAN pattern (or, when enforced, its checksum) gets a result record.',
    unchecks: 'record-iban-invalid',
  }),
  fault({
    id: 'record-iban-mandatory',
    rule: 'record-iban-mandatory',
    summary: 'A record without partyAccount.iban gets a result record.',
    unchecks: 'record-iban-mandatory',
  }),
  fault({
    id: 'record-lei-invalid',
    rule: 'record-lei-invalid',
    summary: 'A lei that breaks the LEI pattern gets a result record.',
    unchecks: 'record-lei-invalid',
  }),
  fault({
    id: 'record-name-and-id-exclusive',
    rule: 'record-name-and-id-exclusive',
    summary: 'A party with both name and id gets a result record (checked by name).',
    unchecks: 'record-name-and-id-exclusive',
  }),
  fault({
    id: 'record-name-max-140/strict',
    rule: 'record-name-max-140',
    summary:
      'A party name of exactly 140 characters gets a NAME_TOO_LONG error line (off by one, too strict).',
    nameLimit: (max) => max - 1,
  }),
  fault({
    id: 'record-name-max-140',
    rule: 'record-name-max-140',
    summary:
      'A party name of 141 characters or more gets a result record instead of a NAME_TOO_LONG error line.',
    nameLimit: () => Number.POSITIVE_INFINITY,
  }),
  fault({
    id: 'record-name-or-id-mandatory',
    rule: 'record-name-or-id-mandatory',
    summary: 'A party with neither name nor id gets a result record.',
    unchecks: 'record-name-or-id-mandatory',
  }),
  fault({
    id: 'record-organisation-id-exclusive',
    rule: 'record-organisation-id-exclusive',
    summary: 'An organisation id with more than one of lei, anyBIC and others gets a result record.',
    unchecks: 'record-organisation-id-exclusive',
  }),
  fault({
    id: 'record-scheme-name-exclusive',
    rule: 'record-scheme-name-exclusive',
    summary: 'An others entry with both schemeNameCode and schemeNameProprietary gets a result record.',
    unchecks: 'record-scheme-name-exclusive',
  }),
] as const;

const UNCHECKS = actingAt(RECORDS_FAULTS, 'unchecks');
const NAME_LIMIT = actingAt(RECORDS_FAULTS, 'nameLimit');
const FILE_REFUSED = actingAt(RECORDS_FAULTS, 'fileRefused');

/**
 * The hooks of the record-level rules (src/mock/records/): each takes the correct value and
 * returns it as the faults switched on in `on` change it (in table order). The faults of a
 * record's fate and of its result line act through the hooks of lifecycle.ts and results.ts.
 */
export const recordFaults = {
  /** True when field rule `rule` is left unchecked: a record passes it and is checked on. */
  unchecked(on: FaultSwitch, rule: FieldRuleId): boolean {
    return UNCHECKS.some((f) => f.unchecks === rule && on.breaks(f.id));
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
};
