import { isRuleId } from '../../rules/catalogue.ts';
import type { ExploreStep } from './explore-step.ts';
import { isOptionalHeaderRule } from './subject-rules.ts';

type Fields = Readonly<Record<string, unknown>>;

const isText = (v: unknown): v is string => typeof v === 'string';
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isClient = (v: unknown) => v === 'full' || v === 'limited';

function isHeaders(v: unknown): boolean {
  if (!isObject(v) || !isObject(v.headers) || !Object.values(v.headers).every(isText)) return false;
  return (
    v.miss === undefined ||
    (isObject(v.miss) && isText(v.miss.header) && isText(v.miss.rule) && isOptionalHeaderRule(v.miss.rule))
  );
}

function isAccept(v: unknown): boolean {
  return isObject(v) && (v.value === undefined || isText(v.value)) && typeof v.served === 'boolean';
}

function isRecord(v: unknown): boolean {
  if (!isObject(v) || !isObject(v.record) || !isText(v.record.uetr)) return false;
  const { expected } = v;
  return (
    (expected === 'result' || (Array.isArray(expected) && expected.every(isText))) &&
    (v.ruleId === undefined || (isText(v.ruleId) && isRuleId(v.ruleId)))
  );
}

const SHAPES: Readonly<Record<ExploreStep['kind'], (s: Fields) => boolean>> = {
  token: (s) => isText(s.form) && typeof s.issued === 'boolean',
  renew: (s) => isClient(s.client),
  submit: (s) =>
    Array.isArray(s.records) &&
    s.records.every(isRecord) &&
    isText(s.contentType) &&
    isHeaders(s.headers) &&
    isClient(s.client),
  resend: (s) => isIndex(s.task),
  status: (s) =>
    isIndex(s.task) &&
    typeof s.upperCase === 'boolean' &&
    isHeaders(s.headers) &&
    isAccept(s.accept) &&
    isClient(s.client),
  await: (s) => isIndex(s.task),
  results: (s) =>
    isIndex(s.task) &&
    typeof s.upperCase === 'boolean' &&
    isHeaders(s.headers) &&
    isAccept(s.accept) &&
    (s.acceptEncoding === undefined || isText(s.acceptEncoding)) &&
    isClient(s.client),
  method: (s) =>
    ['submit', 'status', 'results'].includes(String(s.subject)) && isText(s.method) && isIndex(s.task),
  'task-path': (s) =>
    (s.subject === 'status' || s.subject === 'results') && isText(s.taskId) && typeof s.uuid === 'boolean',
  single: (s) => (s.operation === 'org-check' || s.operation === 'cop-check') && isObject(s.body),
};

/**
 * True when `value` (a line of the example database, parsed) has the shape of an {@link ExploreStep}
 * of a known kind: what a stored sequence must be to be replayed.
 */
export function isExploreStep(value: unknown): value is ExploreStep {
  if (!isObject(value) || !isText(value.kind) || !Object.hasOwn(SHAPES, value.kind)) return false;
  return SHAPES[value.kind as ExploreStep['kind']](value);
}
