import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../../generators/accept-value.ts';
import { nonUuidTaskId } from '../../../generators/non-uuid-task-id.ts';
import { pathEncoded, UUID_OTHER_SHAPES, uuidOtherShape } from '../../../generators/uuid-other-shape.ts';
import { expectFormatError, expectStatus } from '../expect.ts';
import type { PropertySpec } from '../property.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { TaskPathOperation } from '../bulk-operations.ts';

/**
 * Media ranges each bulk GET endpoint must serve: application/json (interface.md Errors/HTTP
 * statuses, 406); for results also application/x-ndjson and *\/* (A8). Lists, and *\/* on the
 * status endpoint, are open points: never sent as a must.
 */
const MEDIA_TYPES: Readonly<Record<TaskPathOperation['subject'], readonly string[]>> = {
  status: ['application/json'],
  results: ['application/x-ndjson', 'application/json', '*/*'],
};

/** An Accept case: the value sent and whether it must be served (200) or answered 406. */
export interface AcceptCase {
  readonly accept: string;
  readonly expect: 200 | 406;
}

/**
 * taskIds that are not UUIDs, of many shapes, get 400 INVALID_FIELD on the bulk GET endpoint
 * `operation` (interface.md Resources/Bulk request, Errors/Functional errors; A11).
 */
export function taskIdUuid(operation: TaskPathOperation, ruleId: RuleId): PropertySpec<string> {
  return {
    ruleId,
    title: 'taskIds that are not UUIDs (too short, too long, non-hex, %-encoded) get 400 INVALID_FIELD',
    cost: 'request',
    arbitrary: nonUuidTaskId,
    examples: () => ['not-a-uuid', '0b3c5d7e-1111-4222-8333-94445555666'],
    describe: (taskId) =>
      `taskId ${JSON.stringify(taskId)} (${taskId.length} characters), must get 400 INVALID_FIELD`,
    check: async (run, taskId) => {
      expectFormatError(ruleId, await operation.send(run, {}, taskId), ['INVALID_FIELD']);
    },
  };
}

/**
 * A taskId in braces, parentheses, with urn:uuid:, without hyphens or hyphenated otherwise gets
 * 400 INVALID_FIELD on the bulk GET endpoint `operation` (A11: "every other shape is not a UUID";
 * interface.md Resources/Bulk request: "otherwise INVALID_FIELD is returned"). Braces and
 * parentheses go percent-encoded, as a URL path carries them. Every shape is tried first.
 */
export function taskIdTextForm(operation: TaskPathOperation, ruleId: RuleId): PropertySpec<string> {
  return {
    ruleId,
    title: 'taskIds in braces, with urn:uuid:, without or with moved hyphens get 400 INVALID_FIELD (A11)',
    cost: 'request',
    arbitrary: () => uuidOtherShape({ inPath: true }),
    examples: () =>
      Object.values(UUID_OTHER_SHAPES).map((shape) =>
        pathEncoded(shape('0b3c5d7e-1111-4222-8333-944455556666')),
      ),
    describe: (taskId) => `taskId ${JSON.stringify(taskId)}, must get 400 INVALID_FIELD`,
    check: async (run, taskId) => {
      expectFormatError(ruleId, await operation.send(run, {}, taskId), ['INVALID_FIELD']);
    },
  };
}

/**
 * Accept values on the bulk GET endpoint `operation` get 200 or 406 (interface.md Errors/HTTP
 * statuses, 406; A8).
 */
export function accept406(operation: TaskPathOperation, ruleId: RuleId): PropertySpec<AcceptCase> {
  const types = MEDIA_TYPES[operation.subject];
  return {
    ruleId,
    title: `Accept of ${types.join(' or ')} (UTF-8) is served, other types or charsets get 406`,
    cost: 'request',
    arbitrary: () =>
      fc.oneof(
        acceptableAccept(types).map((accept): AcceptCase => ({ accept, expect: 200 })),
        unacceptableAccept(types).map((accept): AcceptCase => ({ accept, expect: 406 })),
      ),
    examples: () => [
      { accept: types[0] ?? 'application/json', expect: 200 },
      { accept: 'text/html', expect: 406 },
      { accept: `${types[0] ?? 'application/json'}; charset=iso-8859-1`, expect: 406 },
    ],
    describe: (c) => `Accept: ${c.accept}, must get ${c.expect}`,
    check: async (run, c) => {
      expectStatus(
        ruleId,
        await operation.send(run, { headers: { Accept: c.accept } }),
        [c.expect],
        `${c.expect} for Accept: ${c.accept}`,
      );
    },
  };
}
