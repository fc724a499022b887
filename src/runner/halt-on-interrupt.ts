import type { Transport } from '../client/transport.ts';

/**
 * Halts `transport` (kind `interrupted`, "interrupted by SIGTERM" when the signal's reason names
 * it) when `signal` aborts, or at once when it already has: exchanges in flight are aborted and
 * later ones fail at once. Returns the function that stops listening; no signal, nothing to undo.
 */
export function haltOnInterrupt(transport: Transport, signal: AbortSignal | undefined): () => void {
  if (signal === undefined) return () => undefined;
  const interrupt = () => {
    const by: unknown = signal.reason;
    transport.halt({
      kind: 'interrupted',
      message: `interrupted${typeof by === 'string' ? ` by ${by}` : ''}`,
    });
  };
  if (signal.aborted) interrupt();
  signal.addEventListener('abort', interrupt, { once: true });
  return () => signal.removeEventListener('abort', interrupt);
}
