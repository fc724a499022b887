import { randomUUID } from 'node:crypto';
import { expectStatus } from './expect.ts';
import { ruleIt } from './rule-test.ts';
import type { TaskPathTarget } from './targets.ts';

/**
 * Example tests of the `{taskId}` path of the bulk GET endpoints: case (A11) and existence (A4).
 * The taskId format and Accept rules are properties (src/harness/properties/task-path-properties.ts).
 */
export function taskPathTests(target: TaskPathTarget): void {
  const rules = target.rules;

  ruleIt(
    rules['taskid-case-insensitive'],
    'the taskId in the other letter case names the same task (A11)',
    async (t) => {
      const issued = await target.taskId(t.run);
      // Issued in lower case (or mixed), the upper-case form; issued in upper case, the lower-case form.
      const swapped = issued === issued.toUpperCase() ? issued.toLowerCase() : issued.toUpperCase();
      const exchange = await target.send(t.run, {}, swapped);
      expectStatus(
        rules['taskid-case-insensitive'],
        exchange,
        [200],
        `200 for ${swapped}, the other letter case of the issued taskId ${issued}`,
      );
    },
  );

  ruleIt(rules['unknown-task-404'], 'a UUID that names no task gets 404 (A4)', async (t) => {
    const exchange = await target.send(t.run, {}, randomUUID());
    expectStatus(rules['unknown-task-404'], exchange, [404], '404 with an error body');
  });
}
