/** The signals that interrupt a command, and the exit code of a command they stopped (128 + the signal's number). */
export const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/** A signal that interrupts a command: SIGINT (Ctrl-C) or SIGTERM (a CI cancel, a job timeout). */
export type InterruptSignal = keyof typeof SIGNAL_EXIT;

/** What `listenForInterruption` gives a command: the abort signal to pass down, and the signal that came. */
export interface Interruption {
  /** Aborted at the first SIGINT or SIGTERM; its reason is the signal's name. */
  readonly signal: AbortSignal;
  /** The first signal that came, if one did. */
  received(): InterruptSignal | undefined;
  /** Stops listening: the process's default handling of both signals is back. */
  dispose(): void;
}

/**
 * Listens for SIGINT and SIGTERM while a long command runs, so that an interrupted run keeps its
 * evidence. The first aborts
 * `signal`, so the command stops starting work, aborts what is in flight and writes its reports;
 * `onFirst` is told (for one line on stderr). A second signal exits at once with its code (130,
 * 143), after `beforeExit` (synchronous: it removes what must not be left half written,
 * so a report folder is whole or absent; what it throws is ignored): the `exit` listeners of the children's spawners kill
 * what is still running.
 */
export function listenForInterruption(
  onFirst: (signal: InterruptSignal) => void = () => undefined,
  beforeExit: (signal: InterruptSignal) => void = () => undefined,
): Interruption {
  const controller = new AbortController();
  let first: InterruptSignal | undefined;
  const handle = (signal: InterruptSignal) => {
    if (first !== undefined) {
      try {
        beforeExit(signal);
      } catch {
        // Ignored: the exit must happen whatever the clean-up met.
      }
      process.exit(SIGNAL_EXIT[signal]);
    }
    first = signal;
    onFirst(signal);
    controller.abort(signal);
  };
  const onSigint = () => handle('SIGINT');
  const onSigterm = () => handle('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  return {
    signal: controller.signal,
    received: () => first,
    dispose: () => {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
    },
  };
}
