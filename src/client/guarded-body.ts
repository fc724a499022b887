import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type { TransportFailure } from './transport-failure.ts';
import type { ExchangeControl } from './exchange-control.ts';
import type { ExchangeBounds } from './exchange-bounds.ts';

/**
 * Why a body that has received `bytes` bytes in `elapsedMs` ms is too slow under the rate floor
 * of `bounds` (`minBodyBytesPerSecond` after `slowBodyGraceMs`), or undefined when it is not.
 */
export function slowBody(bytes: number, elapsedMs: number, bounds: ExchangeBounds): string | undefined {
  const floor = bounds.minBodyBytesPerSecond;
  if (floor <= 0 || elapsedMs < bounds.slowBodyGraceMs) return undefined;
  if (bytes >= (floor * elapsedMs) / 1000) return undefined;
  return `response body arrives at ${Math.round((bytes * 1000) / elapsedMs)} bytes/s, under the floor of ${floor} bytes/s`;
}

/** What the guard reports back to the transport. */
export interface BodyGuardHooks {
  readonly bounds: ExchangeBounds;
  readonly control: ExchangeControl;
  /** Largest body accepted, bytes. */
  readonly maxBytes: number;
  /** The error the reader sees for `cause` (with `known`, the guard's own finding); records it. */
  readonly fail: (cause: unknown, known?: TransportFailure) => Error;
  /** The body arrived whole. */
  readonly done: () => void;
}

/**
 * `source` (a response body) as a stream that enforces the rate floor and `maxBytes` chunk by
 * chunk, turns every read error into the transport's error (via `fail`, once), reports a whole
 * body (`done`), and ends the exchange's control when the body ends or is dropped.
 * The rate is measured from the moment the guard is made (the response headers), in bytes/s.
 */
export function guardBody(source: Readable, hooks: BodyGuardHooks): Readable {
  const startedAtMs = Date.now();
  let bytes = 0;
  let settled = false;
  const settle = (error?: Error): void => {
    if (settled) return;
    settled = true;
    hooks.control.dispose();
    if (error) guarded.destroy(error);
  };
  const guarded = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > hooks.maxBytes) {
        settle(
          hooks.fail(undefined, { kind: 'oversize', detail: `response body over ${hooks.maxBytes} bytes` }),
        );
        callback();
        return;
      }
      const slow = slowBody(bytes, Date.now() - startedAtMs, hooks.bounds);
      if (slow) {
        hooks.control.cut({ kind: 'timeout', detail: slow });
        settle(hooks.fail(undefined, { kind: 'timeout', detail: slow }));
        callback();
        return;
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (!settled) hooks.done();
      settle();
      callback();
    },
  });
  // A body nobody reads yet must not crash the process when its exchange is cut.
  guarded.on('error', () => undefined);
  // After a cut the source errors too: that is the same failure, recorded once already.
  source.on('error', (cause: unknown) => {
    if (!settled) settle(hooks.fail(cause));
  });
  guarded.on('close', () => {
    settle();
    if (!source.destroyed) source.destroy();
  });
  source.pipe(guarded);
  return guarded;
}

/**
 * Reads the whole of `source` (a response body) under the same guards as {@link guardBody}: the
 * rate floor and `maxBytes` chunk by chunk, every read error as the transport's error (via
 * `fail`, once), `done` when the body arrived whole; the exchange's control is disposed either
 * way. Reads the chunks straight off the source (no stream in between): the buffered path of
 * every exchange. A body that closes before its end without an error is a `reset`.
 * @returns the body's bytes. @throws what `fail` gives.
 */
export function readGuardedBody(source: Readable, hooks: BodyGuardHooks): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const read = new GuardedRead(source, hooks, resolve, reject);
    source.on('data', (chunk: Buffer) => {
      read.data(chunk);
    });
    source.on('end', () => {
      read.end();
    });
    source.on('error', (cause: unknown) => {
      read.stop(cause);
    });
    source.on('close', () => {
      read.stop(undefined, { kind: 'reset', detail: 'the response body closed before its end' });
    });
  });
}

/** One body being read by {@link readGuardedBody}: its chunks so far, and how it settles (once). */
class GuardedRead {
  readonly #source: Readable;
  readonly #hooks: BodyGuardHooks;
  readonly #resolve: (body: Buffer) => void;
  readonly #reject: (error: Error) => void;
  /** When the response headers arrived, ms since epoch (the rate floor counts from here). */
  readonly #startedAtMs = Date.now();
  readonly #chunks: Buffer[] = [];
  #bytes = 0;
  #settled = false;

  constructor(
    source: Readable,
    hooks: BodyGuardHooks,
    resolve: (body: Buffer) => void,
    reject: (error: Error) => void,
  ) {
    this.#source = source;
    this.#hooks = hooks;
    this.#resolve = resolve;
    this.#reject = reject;
  }

  /** Takes `chunk`, or stops the read past `maxBytes` or under the rate floor. */
  data(chunk: Buffer): void {
    if (this.#settled) return;
    this.#bytes += chunk.length;
    const { maxBytes, bounds, control } = this.#hooks;
    if (this.#bytes > maxBytes) {
      this.stop(undefined, { kind: 'oversize', detail: `response body over ${maxBytes} bytes` });
      return;
    }
    const slow = slowBody(this.#bytes, Date.now() - this.#startedAtMs, bounds);
    if (slow) {
      control.cut({ kind: 'timeout', detail: slow });
      this.stop(undefined, { kind: 'timeout', detail: slow });
      return;
    }
    this.#chunks.push(chunk);
  }

  /** The body arrived whole. */
  end(): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#hooks.control.dispose();
    this.#hooks.done();
    const chunks = this.#chunks;
    this.#resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.#bytes));
  }

  /** Fails the read with the transport's error for `cause` (or `known`): recorded once, only while unsettled. */
  stop(cause: unknown, known?: TransportFailure): void {
    if (this.#settled) return;
    this.#settled = true;
    const error = this.#hooks.fail(cause, known);
    this.#hooks.control.dispose();
    this.#source.destroy();
    this.#reject(error);
  }
}
