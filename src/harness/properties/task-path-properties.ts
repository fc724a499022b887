import { nonUuidTaskId } from '../../../generators/non-uuid-task-id.ts';
import { pathEncoded, UUID_OTHER_SHAPES, uuidOtherShape } from '../../../generators/uuid-other-shape.ts';
import { expectFormatError } from '../../checks/expect-format-error.ts';
import type { PropertySpec } from '../property.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { TaskPathOperation } from '../bulk-operations.ts';

/**
 * taskIds that are not UUIDs, of many shapes, get 400 INVALID_FIELD on the bulk GET endpoint
 * `operation` (interface.md Resources/Bulk request, Errors/Functional errors; A11).
 */
export function taskIdUuid(operation: TaskPathOperation, ruleId: RuleId): PropertySpec<string> {
  return {
    ruleId,
    title:
      'taskIds that are not UUIDs (too short, too long, a character appended, groups of other lengths, non-hex, %-encoded) get 400 INVALID_FIELD',
    cost: 'request',
    arbitrary: nonUuidTaskId,
    examples: () => [
      'not-a-uuid',
      '0b3c5d7e-1111-4222-8333-94445555666',
      '0b3c5d7e-1111-4222-8333-9444555566660',
      '0b3c5d7e-1111-4222-8q33-944455556666',
      '0b3c5d7e-1111-4222-8333-9444%7B556666',
      // A pattern without `$` (A12: patterns apply to the whole value) takes these for the UUID they start with.
      '0b3c5d7e-1111-4222-8333-944455556666g',
      // Five hyphen-separated hex groups of other lengths (Java's UUID.fromString takes them).
      '0b3c5d7e-111-4222-8333-944455556666',
      'b3c5d7e-1111-4222-8333-944455556666',
      '1-2-3-4-5',
    ],
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
