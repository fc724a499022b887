/**
 * Names of the errors that are transport trouble (src/errors.ts: a reset, a timeout, no
 * connection, the proxy; after the client's retries) and of the harness's TransportNotJudged.
 * By name: the error may come from another module instance than this one's (see run-context.ts).
 */
const TROUBLE: ReadonlySet<string> = new Set(['TransportTroubleError', 'ProxyError', 'TransportNotJudged']);

/** How every reason of a rule left unjudged by transport trouble begins (a rule the network kept from being judged is never failed). */
export const TRANSPORT_NOT_JUDGED = 'not judged: transport';

/**
 * The reason a rule whose test met `error` is not judged, `not judged: transport (<message>)`,
 * when `error` (or a cause of it, five deep) is transport trouble; else undefined. Transport
 * trouble says nothing about the target's conformance: the rule is never failed for it.
 */
export function transportTroubleReason(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (!TROUBLE.has(e.name)) continue;
    return e.message.startsWith(TRANSPORT_NOT_JUDGED) ? e.message : `${TRANSPORT_NOT_JUDGED} (${e.message})`;
  }
  return undefined;
}
