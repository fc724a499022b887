import { RateLimited } from '../../checks/not-judged.ts';
import { tokenClientCredentialsIssued } from '../../checks/token-client-credentials-issued.ts';
import { tokenOtherGrantTypeRejected } from '../../checks/token-other-grant-type-rejected.ts';
import type { ExploreTarget } from './explore-target.ts';
import type { RenewStep, TokenStep } from './explore-step.ts';
import { judgedUnderMode, throwCounted } from './step-judges.ts';

/**
 * A token request of the run's client with the step's form body (interface.md Endpoints/1; A1):
 * a must-issue form gets 200 with a token (`tokenClientCredentialsIssued`), any other 400 or 401
 * (`tokenOtherGrantTypeRejected`). The token it issues is not used: the client keeps its own.
 * @throws ConformanceFailure; RateLimited on a 429 after every retry (A6); StepSkipped.
 */
export async function tokenStep(target: ExploreTarget, step: TokenStep): Promise<void> {
  target.reserve(1);
  const { run } = target;
  const exchange = await run.client.tokens.requestRetrying({ body: step.form });
  if (exchange.response.status === 429)
    throw new RateLimited('the token endpoint answered 429 after every retry');
  if (step.issued) throwCounted(run, tokenClientCredentialsIssued(exchange));
  else judgedUnderMode(run, () => tokenOtherGrantTypeRejected(exchange, `body ${JSON.stringify(step.form)}`));
}

/**
 * The client drops its bearer token (A1: a client obtains a new token when its own runs out), so
 * the next functional call of the sequence is made with a second token of the same client.
 * @throws StepSkipped for the limited client when none is configured.
 */
export function renewStep(target: ExploreTarget, step: RenewStep): void {
  target.client(step.client).tokens.invalidate();
}
