import { expect } from 'chai';
import { headerOf } from '../../src/client/types.ts';
import { resolveChoiceSet } from '../../src/mock/choices/choice-set.ts';
import { DEFAULT_MOCK_OPTIONS } from '../../src/mock/options.ts';
import { taskTiming } from '../../src/mock/tasks/task-timing.ts';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { withChoices } from '../helpers/choice-session.ts';
import { body, type MockSession, validRecord } from '../helpers/mock-session.ts';

const START_MS = 1_000_000;

async function submit(session: MockSession, name = 'Jane Doe'): Promise<string> {
  const exchange = await session.client.send({
    operation: 'bulk-submit',
    method: 'POST',
    path: PATHS.bulk,
    headers: { 'Content-Type': 'application/x-ndjson' },
    body: JSON.stringify(validRecord(name)),
  });
  expect(exchange.response.status).to.equal(202);
  return String(body(exchange).taskId);
}

async function statusOf(session: MockSession, taskId: string): Promise<string> {
  const exchange = await session.client.send({
    operation: 'bulk-status',
    method: 'GET',
    path: statusPath(taskId),
  });
  expect(exchange.response.status, taskId).to.equal(200);
  return String(body(exchange).status);
}

describe('mock choices: task lifecycle and taskIds (interface.md States and transitions; A9, A11)', () => {
  it('lifecycle-timing: no-queue goes straight to IN_PROGRESS, then PROCESSED after processingMs', async () => {
    let now = START_MS;
    const options = { queueMs: 100, processingMs: 200, clock: () => now };
    await withChoices(
      { 'lifecycle-timing': 'no-queue' },
      async (session) => {
        const taskId = await submit(session);
        const seen: string[] = [];
        for (const at of [0, 199, 200]) {
          now = START_MS + at;
          seen.push(await statusOf(session, taskId));
        }
        expect(seen).to.deep.equal(['IN_PROGRESS', 'IN_PROGRESS', 'PROCESSED']);
      },
      options,
    );
  });

  it('lifecycle-timing: seconds-with-jitter queues 200-1500 ms and processes 500-2500 ms; slow and seeded tasks keep theirs', async () => {
    let now = START_MS;
    await withChoices(
      { 'lifecycle-timing': 'seconds-with-jitter' },
      async (session) => {
        const taskIds = [await submit(session), await submit(session)];
        const slow = await submit(session, SCENARIO_NAMES.slow);
        const { IN_PROGRESS: inProgress, PROCESSED: processed } = session.mock.providerStateTaskIds;
        const STEP_MS = 50;
        for (const taskId of taskIds) {
          const firstAt: Record<string, number> = {};
          for (let at = 0; at <= 4_100; at += STEP_MS) {
            now = START_MS + at;
            firstAt[await statusOf(session, taskId)] ??= at;
          }
          const inProgressAt = firstAt.IN_PROGRESS ?? Number.NaN;
          const processedAt = firstAt.PROCESSED ?? Number.NaN;
          expect(firstAt.NOT_STARTED, taskId).to.equal(0);
          expect(inProgressAt, taskId).to.be.within(200, 1500 + STEP_MS);
          expect(processedAt - inProgressAt, taskId).to.be.within(500 - STEP_MS, 2500 + STEP_MS);
        }
        now = START_MS + 4_100;
        const others = [slow, inProgress, processed];
        const statuses = await Promise.all(others.map((id) => statusOf(session, id)));
        expect(statuses).to.deep.equal(['IN_PROGRESS', 'IN_PROGRESS', 'PROCESSED']);
      },
      { queueMs: 100, processingMs: 300, slowMs: 60_000, clock: () => now },
    );
  });

  it('lifecycle-timing: the jitter of a task is drawn from its taskId, the same every time', () => {
    const options = {
      ...DEFAULT_MOCK_OPTIONS,
      choices: resolveChoiceSet({ mode: 'first', overrides: { 'lifecycle-timing': 'seconds-with-jitter' } }),
    };
    const timing = taskTiming(options, { breaks: () => false });
    const fate = { finalStatus: 'PROCESSED', processingMs: options.processingMs } as const;
    const a = '00000000-0000-4000-8000-000000000000';
    const b = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    expect(timing(a, fate)).to.deep.equal(timing(a, fate));
    expect(timing(a, fate)).to.deep.equal({ queueMs: 200, processingMs: 876 });
    expect(timing(b, fate)).to.not.deep.equal(timing(a, fate));
    expect(timing(b, { ...fate, processingMs: 120_000 }).processingMs, 'slow').to.equal(120_000);
  });

  it('task-id-case: upper issues upper-case taskIds, found in either case, results named after it', async () => {
    let now = START_MS;
    await withChoices(
      { 'task-id-case': 'upper' },
      async (session) => {
        const taskId = await submit(session);
        expect(taskId).to.match(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
        expect(session.mock.providerStateTaskIds.PROCESSED).to.equal(
          session.mock.providerStateTaskIds.PROCESSED.toUpperCase(),
        );
        now = START_MS + 1_000;
        expect(await statusOf(session, taskId)).to.equal('PROCESSED');
        expect(await statusOf(session, taskId.toLowerCase())).to.equal('PROCESSED');
        for (const id of [taskId, taskId.toLowerCase()]) {
          const results = await session.client.send({
            operation: 'bulk-results',
            method: 'GET',
            path: resultsPath(id),
          });
          expect(results.response.status).to.equal(200);
          expect(headerOf(results.response, 'content-disposition')).to.include(`${taskId}.ndjson`);
        }
      },
      { queueMs: 10, processingMs: 10, clock: () => now },
    );
  });
});
