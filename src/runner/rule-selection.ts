import type { OperationId } from '../api/operations.ts';
import { ConfigError } from '../errors.ts';
import { catalogue, type RuleId } from '../rules/catalogue.ts';
import type { RuleLevel } from '../rules/rule.ts';

/** The operations `--operation` takes, by the names a QA engineer uses (interface.md Endpoints/1-5; A2). */
export const SELECTABLE_OPERATIONS = [
  'token',
  'org-check',
  'cop-check',
  'submit',
  'status',
  'results',
] as const;

/** An operation `--operation` takes. */
export type SelectableOperation = (typeof SELECTABLE_OPERATIONS)[number];

const OPERATION_IDS: Readonly<Record<SelectableOperation, OperationId>> = {
  token: 'token',
  'org-check': 'org-check',
  'cop-check': 'cop-check',
  submit: 'bulk-submit',
  status: 'bulk-status',
  results: 'bulk-results',
};

/**
 * Which rules a run tests, so that a selection cannot report a pass it did not test: `--rule` ids or globs (`*` for any characters), one
 * `--operation`, one `--level`; every part optional, all parts must hold.
 */
export interface RuleSelection {
  readonly rules: readonly string[];
  readonly operation?: SelectableOperation;
  readonly level?: RuleLevel;
}

/** True when the selection names every rule. */
export function selectsAll(selection: RuleSelection): boolean {
  return selection.rules.length === 0 && selection.operation === undefined && selection.level === undefined;
}

function globPattern(glob: string): RegExp {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

/**
 * The ids of the rules `selection` names, in catalogue order; every rule when it names all.
 * @throws ConfigError naming each `--rule` item that matches no rule of the catalogue, and when the
 * parts together leave no rule.
 */
export function selectedRuleIds(selection: RuleSelection): RuleId[] {
  const patterns = selection.rules.map((item) => [item, globPattern(item)] as const);
  const unmatched = patterns.filter(([, pattern]) => !catalogue.some((rule) => pattern.test(rule.id)));
  if (unmatched.length > 0) {
    throw new ConfigError(
      unmatched.map(
        ([item]) => `--rule ${item} matches no rule of the catalogue (vop-conformance rules lists them)`,
      ),
    );
  }
  const operation = selection.operation && OPERATION_IDS[selection.operation];
  const ids = catalogue
    .filter((rule) => patterns.length === 0 || patterns.some(([, pattern]) => pattern.test(rule.id)))
    .filter((rule) => operation === undefined || rule.operations.includes(operation))
    .filter((rule) => selection.level === undefined || rule.level === selection.level)
    .map((rule) => rule.id);
  if (ids.length === 0) throw new ConfigError([`${describeSelection(selection)} selects no rule`]);
  return ids;
}

/** The selection as the flags that made it (`--rule status-* --level documented`). */
export function describeSelection(selection: RuleSelection): string {
  return [
    ...selection.rules.map((item) => `--rule ${item}`),
    ...(selection.operation ? [`--operation ${selection.operation}`] : []),
    ...(selection.level ? [`--level ${selection.level}`] : []),
  ].join(' ');
}

/**
 * The mocha `grep` of a run: tests whose full title contains `grep` (a text), and, when `ids` is
 * given, that are tests of one of those rules (a rule test's title starts with `<rule id>: `);
 * undefined when every test runs.
 */
export function testFilter(grep: string | undefined, ids: readonly RuleId[] | undefined): RegExp | undefined {
  if (grep === undefined && ids === undefined) return undefined;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = grep === undefined ? '' : `(?=.*${escape(grep)})`;
  const rules = ids === undefined ? '' : `(?=(?:.* )?(?:${ids.map(escape).join('|')}): )`;
  return new RegExp(`^${text}${rules}`, 's');
}
