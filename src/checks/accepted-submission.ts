import type { Exchange } from '../client/types.ts';

/**
 * True when `submission` accepted its bulk file (interface.md Endpoints/3: a 2xx) and `taskId`,
 * the `taskId` member of its body as parsed, is a string (what the task is then polled by).
 */
export function isAcceptedSubmission(submission: Exchange, taskId: unknown): taskId is string {
  const { status } = submission.response;
  return status >= 200 && status < 300 && typeof taskId === 'string';
}
