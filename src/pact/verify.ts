import { Verifier } from '@pact-foundation/pact';
import { basicAuthorization } from '../client/token-provider.ts';
import { TokenError, ToolError } from '../errors.ts';
import type { RunContext } from '../harness/run-context.ts';
import { redactor } from '../output/redactor.ts';
import { credentialFilter } from './request-filter.ts';
import { stateHandlers } from './state-handlers.ts';
import { type InteractionFailure, verificationFailures } from './verify-summary.ts';

/** Where verification results go when published: the broker, and the provider version they are for. */
export interface VerificationPublishing {
  readonly brokerUrl: string;
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
  readonly providerVersion: string;
  readonly providerBranch?: string;
}

/** What a verification found: passed, the broken interactions and their mismatches, the verifier's report (redacted). */
export interface VerificationOutcome {
  readonly passed: boolean;
  readonly failures: readonly InteractionFailure[];
  readonly report: string;
}

export { pactFiles } from './pact-files.ts';

/**
 * Verifies `files` (or, when `publishing` is given, the pacts the broker holds for `provider`)
 * against the target of `run` with the Pact Verifier. Provider states are set up on the target
 * with `run` (see `stateHandlers`); a
 * request filter (credentialFilter) gives each replayed request the client's real credentials:
 * Basic for the token request, and a bearer token from the client's TokenProvider asked for each
 * request, so tokens are renewed before they expire however long the verification takes; and a
 * fresh X-Request-Id. Results are published only with `publishing` (off by default, as Pact
 * advises for local runs).
 * @throws the TokenError (or TransportError) when a bearer token could not be had, for a replayed
 * request or a state setup: the target's interactions were not judged (exit 2).
 */
export async function verifyPacts(options: {
  readonly run: RunContext;
  readonly provider: string;
  readonly files: readonly string[];
  readonly publishing?: VerificationPublishing;
}): Promise<VerificationOutcome> {
  const { run } = options;
  const { client } = run;
  let tokenFailure: unknown;
  const requestFilter = credentialFilter({
    token: () => client.tokens.token(),
    basic: basicAuthorization(client.endpoint.credentials),
    onError: (error) => {
      tokenFailure ??= error;
    },
  });
  // A state whose setup cannot get a token fails for the same reason as the filter: exit 2.
  const handlers = Object.fromEntries(
    Object.entries(stateHandlers(run)).map(([name, setup]) => [
      name,
      () =>
        setup().catch((error: unknown) => {
          if (error instanceof TokenError) tokenFailure ??= error;
          throw error;
        }),
    ]),
  );
  const publishing = options.publishing;
  const source = publishing
    ? {
        pactBrokerUrl: publishing.brokerUrl,
        provider: options.provider,
        publishVerificationResult: true,
        providerVersion: publishing.providerVersion,
        ...(publishing.providerBranch ? { providerVersionBranch: publishing.providerBranch } : {}),
        ...(publishing.token ? { pactBrokerToken: publishing.token } : {}),
        ...(publishing.username
          ? { pactBrokerUsername: publishing.username, pactBrokerPassword: publishing.password ?? '' }
          : {}),
      }
    : { pactUrls: [...options.files] };
  const verifier = new Verifier({
    providerBaseUrl: client.endpoint.baseUrl,
    ...source,
    stateHandlers: handlers,
    requestFilter,
    logLevel: 'error',
  });
  let outcome: VerificationOutcome;
  try {
    const report = await verifier.verifyProvider();
    outcome = { passed: true, failures: [], report: redactor.redact(report) };
  } catch (error) {
    const message = redactor.redact(error instanceof Error ? error.message : String(error));
    outcome = { passed: false, failures: verificationFailures(message), report: message };
  }
  // No token, no verification: the target's interactions were not judged (exit 2, not 1).
  if (tokenFailure instanceof ToolError) throw tokenFailure;
  if (tokenFailure !== undefined)
    throw new ToolError('pact verify: no bearer token could be had', { cause: tokenFailure });
  return outcome;
}
