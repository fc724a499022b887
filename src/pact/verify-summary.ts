/** One interaction the verifier found broken, and what it found. */
export interface InteractionFailure {
  /** The interaction's description, with its provider state: `a status request … (given a task in state FAILED)`. */
  readonly interaction: string;
  /** Each mismatch in one line, e.g. `Expected a header 'X-Request-Id' but was missing`. */
  readonly problems: readonly string[];
}

/** Longest problem line kept, characters. */
const MAX_PROBLEM = 300;

/** `Verifying a pact between A and B Given S - D` as `D (given S)`; other texts as they are. */
export function interactionName(text: string): string {
  const rest = text.replace(/^Verifying a pact between .+? and \S+ /, '');
  const given = /^Given (.+?) - (.+)$/.exec(rest);
  return given ? `${given[2]} (given ${given[1]})` : rest;
}

function line(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > MAX_PROBLEM ? `${one.slice(0, MAX_PROBLEM - 1)}…` : one;
}

function problemsOf(mismatch: unknown): string[] {
  if (typeof mismatch !== 'object' || mismatch === null) return [line(String(mismatch))];
  const { mismatches, message } = mismatch as { mismatches?: unknown; message?: unknown };
  if (Array.isArray(mismatches)) {
    return mismatches.map((each: unknown) => {
      const { mismatch: text, type } = (each ?? {}) as { mismatch?: unknown; type?: unknown };
      return line(typeof text === 'string' ? text : `${String(type)}: ${JSON.stringify(each)}`);
    });
  }
  return [line(typeof message === 'string' ? message : JSON.stringify(mismatch))];
}

/**
 * The broken interactions in the Pact verifier's failure message: its JSON (`{"errors":[{
 * "interaction", "mismatch": {"mismatches": [{"mismatch", …}]}}]}`) when the message holds one,
 * else the interaction names its text lists (`1) Verifying a pact between …`) without detail.
 */
export function verificationFailures(message: string): InteractionFailure[] {
  const start = message.indexOf('{"errors":');
  const end = message.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const { errors } = JSON.parse(message.slice(start, end + 1)) as { errors?: unknown };
      if (Array.isArray(errors)) {
        return errors.map((error: unknown) => {
          const { interaction, mismatch } = (error ?? {}) as { interaction?: unknown; mismatch?: unknown };
          return { interaction: interactionName(String(interaction)), problems: problemsOf(mismatch) };
        });
      }
    } catch {
      // Not the JSON the verifier writes: fall back to its text.
    }
  }
  const names = new Set<string>();
  for (const match of message.matchAll(/^\s*\d+\) (Verifying a pact between .+)$/gm))
    if (match[1]) names.add(interactionName(match[1]));
  return [...names].map((interaction) => ({ interaction, problems: [] }));
}

/**
 * The lines `pact verify` ends with: how many interactions held, then each broken one with its
 * mismatches, indented. `total` is the number of interactions verified, when known (pact files).
 */
export function verificationSummary(
  failures: readonly InteractionFailure[],
  total: number | undefined,
): string[] {
  const of = total === undefined ? '' : ` of ${total}`;
  if (failures.length === 0)
    return [`Pact verification passed: every interaction${of === '' ? '' : ` (${total})`} holds.`];
  const lines = [`Pact verification failed: ${failures.length}${of} interaction(s) broken.`];
  for (const failure of failures) {
    lines.push(`  FAILED ${failure.interaction}`);
    for (const problem of failure.problems) lines.push(`         ${problem}`);
  }
  return lines;
}
