import { isStreamedExchange } from '../client/streamed-exchange.ts';
import type { Exchange } from '../client/types.ts';
import { redactor } from '../output/redactor.ts';
import { withoutCredentialFields } from './credential-fields.ts';

/** Most characters of one body kept in `exchanges.har` (request or response), after redaction. */
export const HAR_BODY_CAP_CHARS = 64 * 1024;

/** Headers whose whole credential is replaced, whatever the redactor knows. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** A HAR 1.2 name/value pair (headers, query string). */
export interface HarPair {
  readonly name: string;
  readonly value: string;
}

/** One entry of `exchanges.har` (HAR 1.2 `log.entries[]`, with the `_ruleIds` custom field). */
export interface HarEntry {
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: Readonly<Record<string, unknown>>;
  readonly response: Readonly<Record<string, unknown>>;
  readonly cache: Readonly<Record<string, never>>;
  /** HAR 1.2 timings, ms: -1 for a phase the client does not measure apart. */
  readonly timings: {
    readonly blocked: number;
    readonly dns: number;
    readonly connect: number;
    readonly ssl: number;
    readonly send: number;
    readonly wait: number;
    readonly receive: number;
  };
  /** The rule ids of the test that made the exchange; empty for the run's own set-up. */
  readonly _ruleIds: readonly string[];
  /** The rules a failure replaying this exchange broke; added by `HarRecorder.close()`, absent when none. */
  readonly _failedRuleIds?: readonly string[];
  readonly _operation?: string;
}

/** `value` redacted; the credential of a credential header replaced whatever it is. */
function headerValue(name: string, value: string): string {
  if (!CREDENTIAL_HEADERS.has(name.toLowerCase())) return redactor.redact(value);
  const scheme = /^\s*(\S+)\s+\S/.exec(value)?.[1];
  return scheme ? `${scheme} <redacted>` : '<redacted>';
}

function pairs(headers: Readonly<Record<string, string | readonly string[] | undefined>>): HarPair[] {
  return Object.entries(headers).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const values = typeof value === 'string' ? [value] : value;
    return values.map((v) => ({ name, value: headerValue(name, v) }));
  });
}

/**
 * `text` (a URL or a body) with every credential field's value replaced, then through the
 * redactor (in this order: a registered secret that is also part of a field's name, such as
 * `secret`, would otherwise hide the name).
 */
function redactedText(text: string): string {
  return redactor.redact(withoutCredentialFields(text));
}

/** A body redacted, then cut at {@link HAR_BODY_CAP_CHARS}; marked when cut. */
function cappedText(text: string): { text: string; _truncated?: true; comment?: string } {
  const redacted = redactedText(text);
  if (redacted.length <= HAR_BODY_CAP_CHARS) return { text: redacted };
  return {
    text: redacted.slice(0, HAR_BODY_CAP_CHARS),
    _truncated: true,
    comment: `truncated to the first ${HAR_BODY_CAP_CHARS} of ${redacted.length} characters`,
  };
}

function headerOf(headers: Readonly<Record<string, unknown>>, name: string): string {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return typeof found === 'string' ? found : Array.isArray(found) ? String(found[0]) : '';
}

function responseContent(exchange: Exchange): Record<string, unknown> {
  const { bodyText, headers } = exchange.response;
  const mimeType = headerOf(headers, 'content-type');
  if (isStreamedExchange(exchange)) {
    // A result file is judged line by line as it streams and never kept (flat memory): the
    // listeners hear of it when its head arrives, before any line.
    return {
      size: -1,
      mimeType,
      text: cappedText(bodyText).text,
      _truncated: true,
      comment: 'result file streamed and judged line by line as it arrived; its body is not kept',
    };
  }
  return { size: Buffer.byteLength(bodyText), mimeType, ...cappedText(bodyText) };
}

/**
 * The HAR 1.2 entry of `exchange`, answered at `answeredAtMs` (ms since epoch), made by the test of
 * `ruleIds`. `startedDateTime` is when the request was sent (`exchange.sentAtMs`, else the answer's
 * time less the duration). Redaction by construction: every header value, the URL and every body
 * pass through the redactor (every secret registered when it entered the process, in plain, Base64
 * and URL-encoded forms); the credential of Authorization, Proxy-Authorization and cookies is
 * replaced whatever it is, and so is the value of every credential parameter or JSON field
 * (`client_secret`, `password`, `access_token`…: see `withoutCredentialFields`). Bodies are capped
 * at {@link HAR_BODY_CAP_CHARS} characters (UTF-16 code units, after redaction).
 * Timings: the client measures the whole exchange only, so it is all `wait` (send and receive 0;
 * blocked, dns, connect and ssl -1, not measured apart).
 */
export function harEntry(exchange: Exchange, ruleIds: readonly string[], answeredAtMs: number): HarEntry {
  const { request, response, durationMs } = exchange;
  const url = redactedText(request.url);
  let queryString: HarPair[] = [];
  try {
    queryString = [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    // keep none: the URL as sent is kept as it is
  }
  const time = Math.max(0, Math.round(durationMs));
  const body = request.body;
  return {
    startedDateTime: new Date(exchange.sentAtMs ?? answeredAtMs - time).toISOString(),
    time,
    request: {
      method: request.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(request.headers),
      queryString,
      headersSize: -1,
      bodySize: body === undefined ? 0 : Buffer.byteLength(body),
      ...(body === undefined
        ? {}
        : {
            postData: {
              mimeType: headerOf(request.headers, 'content-type'),
              params: [],
              ...cappedText(body),
            },
          }),
    },
    response: {
      status: response.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(response.headers),
      content: responseContent(exchange),
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: time, receive: 0 },
    _ruleIds: [...ruleIds],
    ...(request.operation ? { _operation: request.operation } : {}),
  };
}
