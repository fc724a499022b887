import fc from 'fast-check';
import { acceptCase } from '../../../generators/accept-case.ts';
import { bulkFile } from '../../../generators/bulk-file.ts';
import { ndjsonContentType } from '../../../generators/content-type.ts';
import { grantTypeCase } from '../../../generators/grant-type.ts';
import { longTaskId } from '../../../generators/long-task-id.ts';
import { nonUuidTaskId } from '../../../generators/non-uuid-task-id.ts';
import { optionalHeaderCase } from '../../../generators/optional-headers.ts';
import { confirmationOfPayeeBody, organisationCheckBody } from '../../../generators/single-check-body.ts';
import { uuidText } from '../../../generators/uuid-text.ts';
import type { BulkFileLimits } from '../../api/file-limits.ts';
import type { ExploreClient, ExploreStep, HeaderChoice } from './explore-step.ts';

/** What the steps of a run's exploration may use. */
export interface ExploreStepConstraints {
  /** Whether a limited-scope client is configured (A5): its steps are drawn only then. */
  readonly limitedClient: boolean;
  /** The target's bulk file limits where known (files stay within them). */
  readonly fileLimits: BulkFileLimits;
}

/** Largest file the explorer sends, bytes, where the target's limit is larger or unknown. */
export const EXPLORE_MAX_FILE_BYTES = 256 * 1024;
/** Most records of a file the explorer sends, where the target's limit is larger or unknown. */
export const EXPLORE_MAX_RECORDS = 2_000;
/** Accept-Encoding values that leave a body unencoded (RFC 9110 §12.5.3), as a client may send them. */
const IDENTITY_ENCODINGS = ['identity', 'identity;q=1, *;q=0', 'Identity'];
/** Task indexes a step draws from (taken modulo the tasks of the sequence). */
const TASK = fc.nat({ max: 7 });

function client(limited: boolean): fc.Arbitrary<ExploreClient> {
  return limited
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant('full' as const) },
        { weight: 1, arbitrary: fc.constant('limited' as const) },
      )
    : fc.constant('full' as const);
}

/**
 * The steps an exploration draws its sequences from: a first submission (so that every sequence
 * has a task to name) and any step after it (interface.md Endpoints/1-5; assumptions.md
 * A1-A5, A7, A11, A16), each with the answer its kind must get decided by the model when it runs:
 * tokens (must-issue and must-reject forms, a renewed token), submissions of generated files of
 * every size up to the limits (`bulkFile`) in every legal Content-Type spelling with any subset of
 * the optional headers at their widest or one at its nearest miss, resends of a file, status reads
 * and result-file reads (the taskId in either case, any Accept, the limited client), polls, other
 * methods (A16), taskIds no task has (not UUIDs, long ones, unknown UUIDs) and single checks.
 */
export function exploreSteps(constraints: ExploreStepConstraints): ExploreStepArbitraries {
  const limited = constraints.limitedClient;
  const maxBytes = Math.min(
    constraints.fileLimits.maxFileBytes ?? EXPLORE_MAX_FILE_BYTES,
    EXPLORE_MAX_FILE_BYTES,
  );
  const maxRecords = Math.min(constraints.fileLimits.maxRecords ?? EXPLORE_MAX_RECORDS, EXPLORE_MAX_RECORDS);
  const submitOf = (headers: fc.Arbitrary<HeaderChoice>, by: fc.Arbitrary<ExploreClient>) =>
    fc
      .record({
        file: bulkFile({ maxBytes, maxRecords }),
        contentType: ndjsonContentType(),
        headers,
        client: by,
      })
      .map(({ file, contentType, headers: h, client: c }): ExploreStep => ({
        kind: 'submit',
        records: file.records,
        contentType,
        headers: h,
        client: c,
      }));
  const submit = submitOf(optionalHeaderCase(), client(limited));
  const first = submitOf(
    optionalHeaderCase().filter((h) => h.miss === undefined),
    fc.constant('full'),
  );
  const read = (operation: 'bulk-status' | 'bulk-results') =>
    fc.record({
      task: TASK,
      upperCase: fc.boolean(),
      headers: optionalHeaderCase(),
      accept: acceptCase(operation),
      client: client(limited),
    });
  const methods = fc.oneof(
    fc.record({
      subject: fc.constant('submit' as const),
      method: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE'),
    }),
    fc.record({
      subject: fc.constantFrom('status' as const, 'results' as const),
      method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
    }),
  );
  const taskPath = fc.oneof(
    fc.record({ taskId: fc.oneof(nonUuidTaskId(), longTaskId()), uuid: fc.constant(false) }),
    fc.record({ taskId: uuidText(), uuid: fc.constant(true) }),
  );
  const any = fc.oneof(
    { weight: 4, arbitrary: submit },
    { weight: 1, arbitrary: TASK.map((task): ExploreStep => ({ kind: 'resend', task })) },
    { weight: 4, arbitrary: read('bulk-status').map((r): ExploreStep => ({ kind: 'status', ...r })) },
    { weight: 3, arbitrary: TASK.map((task): ExploreStep => ({ kind: 'await', task })) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(read('bulk-results'), fc.option(fc.constantFrom(...IDENTITY_ENCODINGS), { nil: undefined }))
        .map(([r, acceptEncoding]): ExploreStep => ({
          kind: 'results',
          ...r,
          ...(acceptEncoding === undefined ? {} : { acceptEncoding }),
        })),
    },
    { weight: 1, arbitrary: grantTypeCase().map((g): ExploreStep => ({ kind: 'token', ...g })) },
    { weight: 1, arbitrary: client(limited).map((c): ExploreStep => ({ kind: 'renew', client: c })) },
    {
      weight: 1,
      arbitrary: fc.tuple(methods, TASK).map(([m, task]): ExploreStep => ({ kind: 'method', ...m, task })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(taskPath, fc.constantFrom('status' as const, 'results' as const))
        .map(([p, subject]): ExploreStep => ({ kind: 'task-path', subject, ...p })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        organisationCheckBody().map((body): ExploreStep => ({
          kind: 'single',
          operation: 'org-check',
          body,
        })),
        confirmationOfPayeeBody().map((body): ExploreStep => ({
          kind: 'single',
          operation: 'cop-check',
          body,
        })),
      ),
    },
  );
  return { first, any };
}

/** What a sequence is drawn from: its first step, a submission every later step can name, and any step. */
export interface ExploreStepArbitraries {
  /** An accepted submission by the run's client (legal headers only). */
  readonly first: fc.Arbitrary<ExploreStep>;
  readonly any: fc.Arbitrary<ExploreStep>;
}
