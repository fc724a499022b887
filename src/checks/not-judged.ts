/**
 * The test can judge nothing, and no rule is to blame: `ruleIt` skips it with `reason` (a
 * provider state the target cannot give, a token that lives longer than `--token-wait`). Thrown
 * in a hook, it fails the setup of the tests below like any other error.
 */
export class NotJudged extends Error {
  override name = 'NotJudged';

  /** The skip reason, as the report shows it. */
  get reason(): string {
    return this.message;
  }
}

/** The target answered 429 even after the client's retries (A6: never a failure by itself). */
export class RateLimited extends NotJudged {
  override name = 'RateLimited';

  override get reason(): string {
    return `rate limited: ${this.message}`;
  }
}

/**
 * A case of a property met transport trouble (a reset, a timeout after the client's retries):
 * the property is not judged, and its rule reads `not judged: transport (…)` (see
 * transport-trouble.ts); no case is sent after it.
 */
export class TransportNotJudged extends NotJudged {
  override name = 'TransportNotJudged';
}
