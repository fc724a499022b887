import { dispositionNamesResultFile } from '../client/content-disposition.ts';
import { type Exchange, headerOf } from '../client/types.ts';
import { isUuid } from '../schemas/formats.ts';
import type { ExchangeCheck } from './exchange-check.ts';

/** The last segment of `url`'s path, percent-decoded (the `{taskId}` of a results request), or undefined. */
function lastPathSegment(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The taskId a 200 of the results endpoint answers: the UUID of its path (A11: either case), or undefined. */
function answeredTaskId(exchange: Exchange): string | undefined {
  const { request, response } = exchange;
  if (request.operation !== 'bulk-results' || request.method !== 'GET' || response.status !== 200) {
    return undefined;
  }
  const taskId = lastPathSegment(request.url);
  return taskId !== undefined && isUuid(taskId) ? taskId : undefined;
}

/**
 * Content-Disposition naming `<taskId>.ndjson` on every 200 of the results endpoint, whatever the
 * request's Accept, Accept-Language or optional headers and the letter case of its taskId
 * (interface.md Endpoints/5: "`Content-Disposition` (mandatory; file name of the form
 * <taskId>.ndjson)"; A11: the upper-case taskId names the same task). Read with the one reader of
 * the header (src/client/content-disposition.ts). Judged only when the path's taskId is a UUID in
 * the RFC 4122 text form: a 200 for another shape breaks the taskId rules, and names no file here.
 */
export const contentDisposition: ExchangeCheck = {
  name: 'content_disposition',
  rules: ['results-content-disposition'],
  judge: (exchange) => {
    const taskId = answeredTaskId(exchange);
    if (taskId === undefined) return [];
    const header = headerOf(exchange.response, 'content-disposition');
    return [
      {
        ruleId: 'results-content-disposition',
        holds: dispositionNamesResultFile(header, taskId),
        received: `200 with Content-Disposition: ${header ?? '(absent)'}`,
        documented: `Content-Disposition with file name ${taskId}.ndjson`,
      },
    ];
  },
};
