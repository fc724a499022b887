import { randomUUID } from 'node:crypto';
import type { TaskPathOperation } from '../../src/harness/bulk-operations.ts';
import { expectStatus } from '../../src/harness/expect.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { ruleIt } from './rule-it.ts';

// The example tests of the `{taskId}` path the two bulk GET endpoints share: case (A11) and
// existence (A4). The taskId format and Accept rules are properties
// (src/harness/properties/task-path-properties.ts).

/** The taskId in the other letter case names the same task (A11). */
export function taskIdCaseInsensitive(operation: TaskPathOperation, ruleId: RuleId): void {
  ruleIt(ruleId, 'the taskId in the other letter case names the same task (A11)', async (t) => {
    const issued = await operation.taskId(t.run);
    // Issued in lower case (or mixed), the upper-case form; issued in upper case, the lower-case form.
    const swapped = issued === issued.toUpperCase() ? issued.toLowerCase() : issued.toUpperCase();
    const exchange = await operation.send(t.run, {}, swapped);
    expectStatus(
      ruleId,
      exchange,
      [200],
      `200 for ${swapped}, the other letter case of the issued taskId ${issued}`,
    );
  });
}

/** A UUID that names no task gets 404 (A4). */
export function unknownTask404(operation: TaskPathOperation, ruleId: RuleId): void {
  ruleIt(ruleId, 'a UUID that names no task gets 404 (A4)', async (t) => {
    const exchange = await operation.send(t.run, {}, randomUUID());
    expectStatus(ruleId, exchange, [404], '404 with an error body');
  });
}
