import { randomUUID } from 'node:crypto';
import type { Exchange } from '../../src/client/types.ts';
import { expectFormatError, expectStatus } from './expect.ts';
import type { Variation } from './bulk-request-tests.ts';
import { ruleIt } from './rule-test.ts';

/** A bulk GET operation under test with the taskId of its path as a parameter. */
export interface TaskPathTarget {
  readonly subject: 'status' | 'results';
  /** Sends a valid request for `taskId` (default: the suite's task) with a variation. */
  readonly send: (variation: Variation, taskId?: string) => Promise<Exchange>;
  /** The taskId of the suite's existing task. */
  readonly taskId: () => string;
}

/**
 * Tests of the `{taskId}` path of the bulk GET endpoints: Accept (406), taskId format
 * (INVALID_FIELD), case (A11) and existence (A4).
 */
export function taskPathTests(target: TaskPathTarget): void {
  const s = target.subject;

  ruleIt(
    `${s}-accept-406`,
    'Accept text/html or a non-UTF-8 charset gets 406; application/json passes',
    async () => {
      const id = `${s}-accept-406`;
      expectStatus(
        id,
        await target.send({ headers: { Accept: 'application/json' } }),
        [200],
        '200 for Accept: application/json',
      );
      expectStatus(
        id,
        await target.send({ headers: { Accept: 'text/html' } }),
        [406],
        '406 for Accept: text/html',
      );
      const charset = await target.send({ headers: { Accept: 'application/json; charset=iso-8859-1' } });
      expectStatus(id, charset, [406], '406 for a charset other than UTF-8');
    },
  );

  ruleIt(`${s}-taskid-uuid`, 'a taskId that is not a UUID gets 400 INVALID_FIELD', async () => {
    expectFormatError(`${s}-taskid-uuid`, await target.send({}, 'not-a-uuid'), ['INVALID_FIELD']);
  });

  ruleIt(`${s}-taskid-case-insensitive`, 'the upper-case taskId names the same task (A11)', async () => {
    const exchange = await target.send({}, target.taskId().toUpperCase());
    expectStatus(
      `${s}-taskid-case-insensitive`,
      exchange,
      [200],
      '200 for the upper-case form of an issued taskId',
    );
  });

  ruleIt(`${s}-unknown-task-404`, 'a UUID that names no task gets 404 (A4)', async () => {
    expectStatus(
      `${s}-unknown-task-404`,
      await target.send({}, randomUUID()),
      [404],
      '404 with an error body',
    );
  });
}
