import { randomUUID } from 'node:crypto';

/** The part of a replayed request (an express request in pact-js's proxy) the filter rewrites. */
export interface FilterRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** The part of the proxy's response the filter writes when it answers a request itself. */
export interface FilterResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

/** Express-style middleware, as the Pact Verifier's `requestFilter` takes it. */
export type RequestFilter = (req: FilterRequest, res: FilterResponse, next: () => void) => void;

/** Where the filter gets the real credentials from. */
export interface FilterCredentials {
  /** A live bearer token: the client's TokenProvider, which caches and renews before expiry (A1). */
  readonly token: () => Promise<string>;
  /** The Basic credential of the token request (interface.md Authentication 3). */
  readonly basic: string;
  /** Hears of a token that could not be had; the request is then answered 502 and never sent. */
  readonly onError: (error: unknown) => void;
}

/**
 * The request filter of provider verification: a pact holds made-up credentials, so each replayed
 * request gets the real ones. Basic for the token request; for a request with a bearer token, a
 * token asked of `credentials.token()` for this very request (a verification can outlast a token:
 * 2-s tokens on the embedded mock); a fresh X-Request-Id where the pact sends one. When no token
 * can be had, the request is answered 502 by the filter and `onError` hears why.
 * pact-js's proxy parses a form body into an object and would send it on as JSON: the filter
 * gives it back its form encoding.
 */
export function credentialFilter(credentials: FilterCredentials): RequestFilter {
  return (req, res, next) => {
    const authorization = req.headers.authorization;
    if (typeof authorization === 'string' && authorization.startsWith('Basic '))
      req.headers.authorization = credentials.basic;
    if (req.headers['x-request-id'] !== undefined) req.headers['x-request-id'] = randomUUID();
    const contentType = req.headers['content-type'];
    const isForm =
      typeof contentType === 'string' && contentType.startsWith('application/x-www-form-urlencoded');
    if (isForm && typeof req.body === 'object' && req.body !== null && !Buffer.isBuffer(req.body)) {
      req.body = Buffer.from(new URLSearchParams(req.body as Record<string, string>).toString());
    }
    if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) {
      next();
      return;
    }
    credentials.token().then(
      (token) => {
        req.headers.authorization = `Bearer ${token}`;
        next();
      },
      (error: unknown) => {
        // Answered here, not passed to next(error): express would print the stack to stderr.
        credentials.onError(error);
        res.statusCode = 502;
        res.setHeader('Content-Type', 'text/plain');
        res.end('vop-conformance: no bearer token could be had for this request');
      },
    );
  };
}
