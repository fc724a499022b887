import { isFinalStatus } from '../api/task-states.ts';
import type { AutoRate } from '../client/auto-rate.ts';
import type { TransportTally } from '../client/transport-tally.ts';
import { toCurl } from '../client/curl.ts';
import { jsonBody } from '../client/json-body.ts';
import { type Exchange, headerOf } from '../client/types.ts';
import { redactor } from '../output/redactor.ts';
import type { TimingSeen, TrafficFacts } from '../report/traffic-facts.ts';

/** Most tasks followed for timings (a run submits a few hundred at most). */
const MAX_TASKS = 10_000;

function timing(values: readonly number[]): TimingSeen | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(middle)] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { tasks: values.length, medianMs: Math.round(median), maxMs: sorted.at(-1) ?? 0 };
}

function taskIdOfStatusUrl(url: string): string | undefined {
  return /\/bulk\/([^/?]+)\/status(?:\?|$)/.exec(url)?.[1]?.toLowerCase();
}

/**
 * Listens to every exchange of a run (`VopClient.onExchange`) and keeps what the onboarding
 * sign-off reports beyond the rules: request count and rate, 429s and their Retry-After, the
 * transport's retries, resets and timeouts, the error
 * codes per non-400 status with the first request that showed each, and the lifecycle timings of
 * the tasks it saw submitted (time is when the answer arrived: polling makes it an upper bound).
 * One per run; holds no secret (requests are redacted curls).
 */
export class TrafficTally {
  readonly #autoRate: AutoRate | undefined;
  #requests = 0;
  #first = 0;
  #last = 0;
  #tooMany = 0;
  /** The `--provoke-429` burst: whether it is under way, and what it sent and got. */
  #inBurst = false;
  #burst: { requests: number; tooManyRequests: number } | undefined;
  readonly #retryAfter: string[] = [];
  readonly #codes = new Map<string, { status: number; code: string; count: number; request: string }>();
  readonly #submittedAt = new Map<string, number>();
  readonly #inProgressMs: number[] = [];
  readonly #finalMs: number[] = [];
  readonly #timed = new Set<string>();

  readonly #transport: TransportTally | undefined;

  /**
   * `autoRate`: the scheduler's moving rate under `--rate auto`; `transport`: the transport's
   * tally of retries, resets and timeouts; both reported with the facts.
   */
  constructor(autoRate?: AutoRate, transport?: TransportTally) {
    this.#autoRate = autoRate;
    this.#transport = transport;
  }

  /**
   * Marks the start (`true`) or the end (`false`) of the `--provoke-429` burst (A6): the exchanges
   * heard in between are counted as the burst's too.
   */
  burst(underWay: boolean): void {
    this.#inBurst = underWay;
    if (underWay) this.#burst ??= { requests: 0, tooManyRequests: 0 };
  }

  /** Takes one exchange into the tally; `now` is when its answer arrived (ms since epoch). */
  listen(exchange: Exchange, now = Date.now()): void {
    this.#requests += 1;
    if (this.#first === 0) this.#first = now;
    this.#last = now;
    const { status } = exchange.response;
    const burst = this.#inBurst ? this.#burst : undefined;
    if (burst) burst.requests += 1;
    if (status === 429) {
      this.#tooMany += 1;
      if (burst) burst.tooManyRequests += 1;
      const after = headerOf(exchange.response, 'retry-after');
      if (after !== undefined && this.#retryAfter.length < 5) this.#retryAfter.push(after);
    }
    const body = jsonBody(exchange) as { code?: unknown; taskId?: unknown; status?: unknown } | undefined;
    if (status >= 401 && typeof body?.code === 'string') this.#countCode(exchange, status, body.code);
    if (exchange.request.operation === 'bulk-submit' && status === 202 && typeof body?.taskId === 'string') {
      if (this.#submittedAt.size < MAX_TASKS) this.#submittedAt.set(body.taskId.toLowerCase(), now);
    }
    if (exchange.request.operation === 'bulk-status' && status === 200 && typeof body?.status === 'string') {
      this.#time(taskIdOfStatusUrl(exchange.request.url), body.status, now);
    }
  }

  #countCode(exchange: Exchange, status: number, code: string): void {
    const key = `${status} ${code}`;
    const seen = this.#codes.get(key);
    if (seen) seen.count += 1;
    else this.#codes.set(key, { status, code, count: 1, request: redactor.redact(toCurl(exchange.request)) });
  }

  #time(taskId: string | undefined, state: string, now: number): void {
    const submitted = taskId === undefined ? undefined : this.#submittedAt.get(taskId);
    if (submitted === undefined || taskId === undefined) return;
    const key = (s: string) => `${taskId} ${s}`;
    if (state === 'IN_PROGRESS' && !this.#timed.has(key('IN_PROGRESS'))) {
      this.#timed.add(key('IN_PROGRESS'));
      this.#inProgressMs.push(now - submitted);
    }
    if (isFinalStatus(state) && !this.#timed.has(key('final'))) {
      this.#timed.add(key('final'));
      this.#finalMs.push(now - submitted);
    }
  }

  /** What the run's traffic showed so far. */
  facts(): TrafficFacts {
    const spanMs = this.#last - this.#first;
    return {
      requests: this.#requests,
      spanMs,
      requestsPerSecond:
        spanMs > 0 && this.#requests > 1 ? Math.round((this.#requests / spanMs) * 10_000) / 10 : 0,
      tooManyRequests: this.#tooMany,
      ...(this.#burst ? { burst: { ...this.#burst } } : {}),
      retryAfter: [...this.#retryAfter],
      errorCodes: [...this.#codes.values()].sort(
        (a, b) => a.status - b.status || a.code.localeCompare(b.code),
      ),
      toInProgress: timing(this.#inProgressMs),
      toFinal: timing(this.#finalMs),
      autoRate: this.#autoRate?.summary(Date.now()),
      ...(this.#transport ? { transport: this.#transport.summary() } : {}),
    };
  }
}
