import { expect } from 'chai';
import { pollFailure } from '../../src/checks/poll-failure.ts';
import { scenarioSlowInProgress } from '../../src/checks/scenario-slow-in-progress.ts';
import { statusFinalStateReached } from '../../src/checks/status-final-state-reached.ts';
import type { StatusObservation, TaskPoll } from '../../src/checks/status-observation.ts';
import { statusValidFileNotFailed } from '../../src/checks/status-valid-file-not-failed.ts';
import { submit202TaskId } from '../../src/checks/submit-202-task-id.ts';
import { unusableStatus } from '../../src/checks/unusable-status.ts';
import { exchangeOf } from '../helpers/exchange-of.ts';

const TASK = '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60';

/** A status read answered `status` (HTTP) with `{status: value}` (undefined: no status member). */
function read(value: string | undefined, status = 200): StatusObservation {
  return {
    exchange: exchangeOf({ status, body: value === undefined ? {} : { status: value } }),
    status: value,
  };
}

/** A poll of TASK that saw `values`, final at the last one unless `gaveUp`. */
function poll(values: readonly string[], gaveUp = false): TaskPoll {
  const observations = values.map((v) => read(v));
  return {
    taskId: TASK,
    observations,
    final: gaveUp ? undefined : observations.at(-1),
    timedOut: gaveUp,
    elapsedMs: 1_234,
    timeoutMs: 30_000,
  };
}

describe('checks: the task status and lifecycle judges (interface.md States and transitions, Endpoints/4; A2, A9)', () => {
  describe('unusableStatus (status-200-json-body, status-value-enum)', () => {
    it('holds for each of the five states on a 200', () => {
      for (const value of ['NOT_STARTED', 'IN_PROGRESS', 'PROCESSED', 'FAILED', 'TIMED_OUT'])
        expect(unusableStatus(read(value)), value).to.equal(undefined);
    });

    it('fails status-200-json-body without a status or on another HTTP status, status-value-enum outside the five', () => {
      expect(unusableStatus(read(undefined))?.ruleId).to.equal('status-200-json-body');
      expect(unusableStatus(read('PROCESSED', 500))?.ruleId).to.equal('status-200-json-body');
      const failure = unusableStatus(read('processed'));
      expect(failure?.ruleId).to.equal('status-value-enum');
      expect(failure?.message).to.include('Received: status "processed"');
    });
  });

  describe('statusFinalStateReached', () => {
    it('holds for a poll that ended in a final answer', () => {
      expect(statusFinalStateReached(poll(['NOT_STARTED', 'IN_PROGRESS', 'PROCESSED']))).to.equal(undefined);
    });

    it('fails a poll that gave up, naming the state the task stayed in, the polls and the timeout', () => {
      const gaveUp = poll(['NOT_STARTED', 'IN_PROGRESS'], true);
      const failure = statusFinalStateReached(gaveUp);
      expect(failure?.request).to.equal(gaveUp.observations[1]?.exchange.request);
      expect(failure?.ruleId).to.equal('status-final-state-reached');
      expect(failure?.message).to.include(
        `task ${TASK} still IN_PROGRESS when the poll gave up after 30 s (2 polls)`,
      );
      expect(failure?.message).to.include('within the poll timeout of 30 s');
    });
  });

  describe('pollFailure', () => {
    it('holds for a poll ended in a final state; fails an unusable final answer first, else a poll that gave up', () => {
      expect(pollFailure(poll(['IN_PROGRESS', 'FAILED']))).to.equal(undefined);
      expect(pollFailure(poll(['IN_PROGRESS', 'DONE']))?.ruleId).to.equal('status-value-enum');
      expect(pollFailure(poll(['IN_PROGRESS'], true))?.ruleId).to.equal('status-final-state-reached');
    });
  });

  describe('statusValidFileNotFailed', () => {
    it('holds for PROCESSED and TIMED_OUT (the SLA may end a valid file so)', () => {
      expect(statusValidFileNotFailed(read('PROCESSED'))).to.equal(undefined);
      expect(statusValidFileNotFailed(read('TIMED_OUT'))).to.equal(undefined);
    });

    it('fails FAILED, and no final state', () => {
      const failed = statusValidFileNotFailed(read('FAILED'));
      expect(failed?.ruleId).to.equal('status-valid-file-not-failed');
      expect(failed?.message).to.include(
        'Documented: a file of valid records ends PROCESSED (or TIMED_OUT), not FAILED',
      );
      expect(statusValidFileNotFailed(undefined)?.message).to.include('Received: no final state');
    });
  });

  describe('submit202TaskId', () => {
    it('holds for 202 {taskId: UUID}', () => {
      expect(
        submit202TaskId(exchangeOf({ operation: 'bulk-submit', status: 202, body: { taskId: TASK } })),
      ).to.equal(undefined);
    });

    it('fails a 200, a 202 without a taskId, and a taskId that is no UUID', () => {
      for (const [status, body] of [
        [200, { taskId: TASK }],
        [202, {}],
        [202, { taskId: 'task-1' }],
      ] as const) {
        const failure = submit202TaskId(exchangeOf({ operation: 'bulk-submit', status, body }));
        expect(failure?.ruleId, JSON.stringify(body)).to.equal('submit-202-task-id');
      }
    });
  });

  describe('scenarioSlowInProgress', () => {
    const slow = (status: string | undefined, elapsedMs: number) =>
      scenarioSlowInProgress({
        observed: read(status),
        taskId: TASK,
        name: 'SCENARIO_SLOW',
        elapsedMs,
        slowMs: 2_000,
      });

    it('holds for a task not final within the slow time; judges no read after it, or without a status', () => {
      expect(slow('NOT_STARTED', 10)).to.equal(undefined);
      expect(slow('IN_PROGRESS', 1_999)).to.equal(undefined);
      expect(slow('PROCESSED', 2_000)).to.equal(undefined);
      expect(slow(undefined, 10)).to.equal(undefined);
    });

    it('fails a final state within the slow time, naming the name and the time', () => {
      const failure = slow('PROCESSED', 300);
      expect(failure?.ruleId).to.equal('scenario-slow-in-progress');
      expect(failure?.message).to.include('made with "SCENARIO_SLOW", is PROCESSED at most 300 ms');
      expect(failure?.message).to.include("the slow scenario's configured 2000 ms");
    });
  });
});
