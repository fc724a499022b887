/**
 * One step of an exploration: a request (or a short exchange of requests) a sequence makes, as
 * plain JSON data, so that a sequence can be printed, stored in the example database and replayed
 * without fast-check. A step that names a task names it by its index among the tasks the sequence
 * submitted so far (`task`, taken modulo their number); a step is skipped while it names a task
 * and none was submitted yet.
 */
export type ExploreStep =
  | TokenStep
  | RenewStep
  | SubmitStep
  | ResendStep
  | StatusStep
  | AwaitStep
  | ResultsStep
  | OtherMethodStep
  | TaskPathStep
  | SingleCheckStep;

/** The client a step uses: the run's, or the one of the limited-scope credential (A5). */
export type ExploreClient = 'full' | 'limited';

/** The bulk GET operations, by the subject of their rule ids. */
export type TaskPathSubject = 'status' | 'results';

/**
 * A token request with the client's own Basic credentials and `form` as its body (interface.md
 * Endpoints/1; A1): `issued` says whether A1 makes it must-issue (200 with a token) or
 * must-reject (400 or 401).
 */
export interface TokenStep {
  readonly kind: 'token';
  readonly form: string;
  readonly issued: boolean;
}

/** The client drops its bearer token: the next functional call obtains a new one (A1). */
export interface RenewStep {
  readonly kind: 'renew';
  readonly client: ExploreClient;
}

/** One record of a submitted file and the outcome its result line must have (A2). */
export interface ExploreRecord {
  /** The record as its line holds it. */
  readonly record: Readonly<Record<string, unknown>> & { readonly uetr: string };
  /** `result`, or the FORMAT_ERROR titles any of which conforms. */
  readonly expected: 'result' | readonly string[];
  /** The record rule a broken record breaks. */
  readonly ruleId?: string;
}

/** Optional request headers of a bulk request (interface.md Endpoints/4), at most one at its nearest miss. */
export interface HeaderChoice {
  readonly headers: Readonly<Record<string, string>>;
  /** The header at its nearest miss and the rule id suffix (after `<subject>-`) of the 400 it must get. */
  readonly miss?: { readonly header: string; readonly rule: string };
}

/**
 * A submission of a generated bulk file (A2): its records, the Content-Type spelling, the
 * optional headers, the client.
 */
export interface SubmitStep {
  readonly kind: 'submit';
  readonly records: readonly ExploreRecord[];
  readonly contentType: string;
  readonly headers: HeaderChoice;
  readonly client: ExploreClient;
}

/** The byte-identical body of a task submitted earlier in the sequence, submitted again. */
export interface ResendStep {
  readonly kind: 'resend';
  readonly task: number;
}

/** One status read of a task (interface.md Endpoints/4), the taskId as issued or in upper case (A11). */
export interface StatusStep {
  readonly kind: 'status';
  readonly task: number;
  readonly upperCase: boolean;
  readonly headers: HeaderChoice;
  /** The Accept sent (none: undefined) and whether the endpoint must serve it. */
  readonly accept: { readonly value: string | undefined; readonly served: boolean };
  readonly client: ExploreClient;
}

/** Status reads of a task until a final state (interface.md What the service does, step 2). */
export interface AwaitStep {
  readonly kind: 'await';
  readonly task: number;
}

/** One read of a task's result file (interface.md Endpoints/5). */
export interface ResultsStep {
  readonly kind: 'results';
  readonly task: number;
  readonly upperCase: boolean;
  readonly headers: HeaderChoice;
  readonly accept: { readonly value: string | undefined; readonly served: boolean };
  /**
   * An Accept-Encoding that leaves the file unencoded (RFC 9110 §12.5.3: `identity` is acceptable
   * unless excluded); the spec files do not address content coding, so no other is sent.
   */
  readonly acceptEncoding?: string;
  readonly client: ExploreClient;
}

/** A method A16 answers with 405, on a bulk path (the submission path, or a task's status or results). */
export interface OtherMethodStep {
  readonly kind: 'method';
  readonly subject: 'submit' | TaskPathSubject;
  readonly method: string;
  readonly task: number;
}

/**
 * A bulk GET with a taskId that is not a task of the client: not a UUID (400 INVALID_FIELD;
 * Resources/Bulk request) or a UUID that names no task (404, A4).
 */
export interface TaskPathStep {
  readonly kind: 'task-path';
  readonly subject: TaskPathSubject;
  readonly taskId: string;
  readonly uuid: boolean;
}

/** A single check with a generated valid body (interface.md Endpoints/2, 3; A7). */
export interface SingleCheckStep {
  readonly kind: 'single';
  readonly operation: 'org-check' | 'cop-check';
  readonly body: Readonly<Record<string, unknown>>;
}

/** Whether `step` names a task of the sequence. */
export function namesTask(step: ExploreStep): step is Extract<ExploreStep, { readonly task: number }> {
  return 'task' in step;
}
