import type { HeaderChoice } from './explore-step.ts';

/** The Accept of a bulk GET step: its value (none: undefined) and whether the endpoint must serve it. */
export interface AcceptChoice {
  readonly value: string | undefined;
  readonly served: boolean;
}

/**
 * The headers a bulk GET step sends (interface.md Endpoints/4, 5): its optional headers and its
 * Accept, with `negatives` its nearest miss and an Accept the endpoint does not serve; without,
 * only the legal ones (A16: a request breaks one rule at a time, and only where the model can say
 * which answer it must get).
 */
export function stepHeaders(
  headers: HeaderChoice,
  accept: AcceptChoice,
  negatives: boolean,
): Readonly<Record<string, string>> {
  const missed = negatives ? undefined : headers.miss?.header.toLowerCase();
  const chosen = Object.entries(headers.headers).filter(([name]) => name.toLowerCase() !== missed);
  const sendAccept = accept.value !== undefined && (negatives || accept.served);
  return Object.fromEntries(sendAccept ? [...chosen, ['Accept', accept.value]] : chosen);
}
