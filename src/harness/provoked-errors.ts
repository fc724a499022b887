import { randomUUID } from 'node:crypto';
import { sampleRecords } from './sample-records.ts';
import { PATHS, resultsPath, statusPath } from '../api/paths.ts';
import type { Exchange } from '../client/types.ts';
import { limits } from '../schemas/limits.ts';
import type { RunContext } from './run-context.ts';
import { sendSingleCheck } from './send-single-check.ts';
import { organisationBody, payeeBody } from './single-check-bodies.ts';
import { ndjson } from './tasks.ts';

/**
 * One error response of each kind, provoked with the run's client in this order: 400 for a
 * taskId that is not a UUID and for an X-Channel over 70 characters, 404 for an unknown task,
 * 406 for Accept text/html on the results, 405 for DELETE, 401 without a token, 415 for a
 * submission as text/csv (interface.md Errors/HTTP statuses; A8, A15, A16); then the errors of
 * the other operations, whose bodies are not shown but, when they say FORMAT_ERROR, are judged by
 * it (A8): the token endpoint's answers to grant_type=password (400 or 401, A1) and to a request
 * without Basic credentials (401, A1; its media type judged by A8 as every error's), and each single
 * check's answer to a name one character over the limit (141 characters, interface.md Limits; 400, A7). Every exchange is returned, whatever its status.
 */
export async function provokeErrors(run: RunContext): Promise<Exchange[]> {
  const { client } = run;
  const tooLongName = 'n'.repeat(limits().partyNameMax + 1);
  const get = (path: string, headers: Record<string, string | null> = {}, method = 'GET') =>
    client.send({
      operation: path.endsWith('/status') ? 'bulk-status' : 'bulk-results',
      method,
      path,
      headers,
    });
  return [
    await get(statusPath('not-a-uuid')),
    await get(statusPath(randomUUID()), { 'X-Channel': 'c'.repeat(71) }),
    await get(statusPath(randomUUID())),
    await get(resultsPath(randomUUID()), { Accept: 'text/html' }),
    await get(resultsPath(randomUUID()), {}, 'DELETE'),
    await client.send({
      operation: 'bulk-status',
      method: 'GET',
      path: statusPath(randomUUID()),
      auth: 'none',
    }),
    await client.send({
      operation: 'bulk-submit',
      method: 'POST',
      path: PATHS.bulk,
      headers: { 'Content-Type': 'text/csv' },
      body: ndjson(sampleRecords(run, 1)),
    }),
    await client.tokens.request({ grantType: 'password' }),
    await client.tokens.request({ authorization: null }),
    await sendSingleCheck(run, 'org-check', organisationBody(tooLongName)),
    await sendSingleCheck(run, 'cop-check', payeeBody(tooLongName)),
  ];
}
