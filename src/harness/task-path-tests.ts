import { randomUUID } from 'node:crypto';
import { expectStatus } from './expect.ts';
import { ruleIt } from './rule-test.ts';
import type { TaskPathTarget } from './targets.ts';

/**
 * Example tests of the `{taskId}` path of the bulk GET endpoints: case (A11) and existence (A4).
 * The taskId format and Accept rules are properties (suites/properties/task-path-properties.ts).
 */
export function taskPathTests(target: TaskPathTarget): void {
  const s = target.subject;

  ruleIt(
    `${s}-taskid-case-insensitive`,
    'the taskId in the other letter case names the same task (A11)',
    async () => {
      const issued = await target.taskId();
      // Issued in lower case (or mixed), the upper-case form; issued in upper case, the lower-case form.
      const swapped = issued === issued.toUpperCase() ? issued.toLowerCase() : issued.toUpperCase();
      const exchange = await target.send({}, swapped);
      expectStatus(
        `${s}-taskid-case-insensitive`,
        exchange,
        [200],
        `200 for ${swapped}, the other letter case of the issued taskId ${issued}`,
      );
    },
  );

  ruleIt(`${s}-unknown-task-404`, 'a UUID that names no task gets 404 (A4)', async () => {
    expectStatus(
      `${s}-unknown-task-404`,
      await target.send({}, randomUUID()),
      [404],
      '404 with an error body',
    );
  });
}
