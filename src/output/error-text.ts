/**
 * How much of an error the tool shows. A failure reads Received / Documented / Replay; a tool
 * error reads its one-line message. JavaScript stack frames are shown only when asked for
 * (VOPC_DEBUG=1, read in src/cli/main.ts), since they describe the tool, not the target.
 */

let stacksShown = false;

/** Shows stack frames of errors (true) or strips them (false, the default). Set once by the CLI. */
export function showStacks(on: boolean): void {
  stacksShown = on;
}

/** True when stack frames are shown (VOPC_DEBUG=1). */
export function stacksAreShown(): boolean {
  return stacksShown;
}

/** The first line of a stack without frames: `<name>: <message>`, or just the message without a name. */
export function stackHeader(error: { readonly name?: unknown; readonly message?: unknown }): string {
  const message = typeof error.message === 'string' ? error.message : String(error.message);
  return typeof error.name === 'string' && error.name !== '' ? `${error.name}: ${message}` : message;
}

/**
 * Replaces `error.stack` by its header (name and message, no `at …` frames) and returns `error`.
 * Mocha's reporters, mochawesome and the JUnit reporter all print `stack`, so this is what
 * keeps frames out of the console and of every report file.
 */
export function withoutStack<E extends object>(error: E): E {
  const fields = error as { name?: unknown; message?: unknown; stack?: unknown };
  if (typeof fields.message !== 'string') return error;
  try {
    fields.stack = stackHeader(fields);
  } catch {
    // A frozen or exotic error keeps its stack; the reporter still prints its message.
  }
  return error;
}
