import { NdjsonFramingTally } from '../client/ndjson-framing.ts';
import { readNdjsonBatches } from '../client/ndjson-reader.ts';
import type { RequestSpec } from '../client/request-spec.ts';
import { bufferedExchange, type StreamedExchange } from '../client/streamed-exchange.ts';
import type { VopClient } from '../client/vop-client.ts';
import { verdictUnderMode } from './assumption-outcome.ts';
import { ResultFileCheck, type ResultFileCheckOptions } from './result-file-check.ts';
import type { ResultFileRead } from './lifecycle-steps.ts';
import type { RunContext } from './run-context.ts';

/** Characters of a streamed result file kept as the exchange's `bodyText`, for "Received:" lines. */
export const RESULT_PREVIEW_CHARS = 301;

/**
 * Sends `spec` (a request of the results operation, interface.md Endpoints/5) with `client` and
 * reads the answer: a 200 line by line through a {@link ResultFileCheck} made with `options`, never
 * whole (at most `maxStreamBytes` bytes and `maxLineChars` characters a line); any other answer
 * read whole (at most `maxBodyBytes`), as the client reads every error answer. The client's
 * listeners hear of the exchange when its head arrives (the checks on every exchange judge its
 * status and headers); its lines are judged here, and reported by {@link reportResultLines}.
 * @throws TransportError, SizeLimitError (past a cap), TokenError.
 */
export async function readResultFile(
  client: VopClient,
  spec: RequestSpec,
  options: ResultFileCheckOptions = {},
): Promise<ResultFileRead> {
  const { request, response } = await client.open(spec);
  const { bounds } = client.transport;
  if (response.status !== 200) {
    const { exchange } = await bufferedExchange(request, response, bounds.maxBodyBytes);
    return { exchange, fileCheck: undefined };
  }
  const fileCheck = new ResultFileCheck(options);
  const framing = new NdjsonFramingTally();
  let preview = '';
  const caps = { maxLineChars: bounds.maxLineChars, maxBytes: bounds.maxStreamBytes };
  for await (const lines of readNdjsonBatches(response.body, caps, framing)) {
    for (const line of lines) fileCheck.add(line);
    for (const line of lines) {
      if (preview.length >= RESULT_PREVIEW_CHARS) break;
      preview = `${preview}${preview ? '\n' : ''}${line.text}`.slice(0, RESULT_PREVIEW_CHARS);
    }
  }
  const exchange: StreamedExchange = {
    request,
    response: { status: response.status, headers: response.headers, bodyText: preview },
    durationMs: Date.now() - response.startedAtMs,
    sentAtMs: response.startedAtMs,
    bodyStreamed: true,
  };
  return { exchange, fileCheck, framing: framing.framing() };
}

/**
 * Adds the verdicts of `read`'s check (one per line rule: the first broken line, or a pass) to the
 * run's current findings, judged under the assumption mode with the exchange's request as the
 * replay, as the checks on every exchange report theirs (src/harness/check-exchange.ts).
 */
export function reportResultLines(run: RunContext, read: ResultFileRead): void {
  if (!read.fileCheck) return;
  const findings = run.findings.current;
  for (const verdict of read.fileCheck.verdicts()) {
    const { outcome, failure } = verdictUnderMode(run.assumptions, verdict, read.exchange);
    if (outcome) findings.add(outcome);
    if (failure) run.findings.raise(failure);
  }
}

/**
 * {@link readResultFile} with `options.client` (default the run's client), then
 * {@link reportResultLines}: how every read of a result file that the checks would judge is made.
 * @throws what readResultFile throws.
 */
export async function sendResults(
  run: RunContext,
  spec: RequestSpec,
  options: ResultFileCheckOptions & { readonly client?: VopClient } = {},
): Promise<ResultFileRead> {
  const read = await readResultFile(options.client ?? run.client, spec, options);
  reportResultLines(run, read);
  if (read.framing) run.onResultFraming?.(read.framing, read.exchange);
  return read;
}
