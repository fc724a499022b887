import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../../generators/accept-value.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { BulkOperation } from '../bulk-operations.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import type { PropertySpec } from '../property.ts';

/**
 * Media types each bulk operation answers with: application/json (interface.md Errors/HTTP
 * statuses, 406; the submission through A2, "the optional headers of endpoint 4"); for results
 * also application/x-ndjson and *\/* (A8).
 */
const MEDIA_TYPES: Readonly<Record<BulkOperation['subject'], readonly string[]>> = {
  submit: ['application/json'],
  status: ['application/json'],
  results: ['application/x-ndjson', 'application/json', '*/*'],
};

/** An Accept case: the value sent (null: none) and whether it must be served or answered 406. */
export interface AcceptCase {
  readonly accept: string | null;
  readonly expect: 'served' | 406;
}

const served = (accept: string | null): AcceptCase => ({ accept, expect: 'served' });
const refused = (accept: string): AcceptCase => ({ accept, expect: 406 });

/**
 * The deterministic cases of each operation: the named media types and their UTF-8 spellings (the
 * charset quoted too, RFC 9110 5.6.6), the wildcards and lists that admit one of them (served), and
 * the nearest types that admit none of them (`application/x-ndjson` and `application/problem+json`
 * on status, `application/ndjson` and `application/jsonl` on results, `text/*`, and `audio/*`,
 * a wildcard of another type that starts with the same letter), another charset (406). Type and
 * charset compare without regard to case and a quoted charset is its token (A2, RFC 9110 §8.3):
 * `Application/JSON` and `charset="UTF-8"` are served; `charset=utf8` is another charset (the IANA
 * registry, which RFC 9110 §8.3.2 defers to, names UTF-8 `UTF-8` and `csUTF8` only).
 */
const EXAMPLES: Readonly<Record<BulkOperation['subject'], readonly AcceptCase[]>> = {
  submit: [
    served(null),
    served('application/json'),
    served('*/*'),
    served('text/html, application/json'),
    served('application/json; charset="utf-8"'),
    served('application/json; charset="UTF-8"'),
    served('Application/JSON'),
    refused('text/html'),
    refused('audio/*'),
    refused('application/json; charset=iso-8859-1'),
    refused('application/json; charset=utf8'),
  ],
  status: [
    served('application/json'),
    served('application/json;charset=utf-8'),
    served('application/json; charset=UTF-8'),
    served('*/*'),
    served('application/*'),
    served('text/html, application/json'),
    served('application/json;q=0.9, text/plain;q=0.1'),
    served('application/json; charset="utf-8"'),
    served('application/json; charset="UTF-8"'),
    served('Application/JSON'),
    served('APPLICATION/JSON;Charset=UTF-8'),
    refused('text/html'),
    refused('audio/*'),
    refused('application/x-ndjson'),
    refused('application/jsonx'),
    refused('application/problem+json'),
    refused('application/jsonl'),
    refused('text/*'),
    refused('application/json; charset=iso-8859-1'),
    refused('application/json; charset="utf-16"'),
    refused('application/json; charset=utf8'),
  ],
  results: [
    served('application/x-ndjson'),
    served('application/json'),
    served('*/*'),
    served('application/*'),
    served('application/x-ndjson; charset=UTF-8'),
    served('text/html, application/x-ndjson'),
    served('application/x-ndjson;q=0.9, text/plain;q=0.1'),
    served('text/html, application/json'),
    served('application/x-ndjson; charset="UTF-8"'),
    served('Application/X-NDJSON'),
    served('application/json; charset="UTF-8"'),
    refused('text/html'),
    refused('application/x-ndjsonx'),
    refused('audio/*'),
    refused('application/ndjson'),
    refused('application/jsonl'),
    refused('text/*'),
    refused('application/json; charset=iso-8859-1'),
    refused('application/x-ndjson; charset=iso-8859-1'),
    refused('application/x-ndjson; charset=utf8'),
  ],
};

/** An Accept case as a person reads it. */
function describeAcceptCase(c: AcceptCase): string {
  const sent = c.accept === null ? 'no Accept' : `Accept: ${c.accept}`;
  return `${sent}, must be ${c.expect === 406 ? 'answered 406' : 'served'}`;
}

/**
 * Accept values on bulk operation `operation` are served or get 406 (interface.md Errors/HTTP
 * statuses, 406: "Accept header requests a content type other than application/json and/or a
 * charset other than UTF-8", read as the clause audit decides (src/rules/clauses/): 406 only when the client accepts none of
 * the endpoint's media types; A8 for results; A2 for the submission). Every named value is tried
 * first.
 */
export function accept406(operation: BulkOperation, ruleId: RuleId): PropertySpec<AcceptCase> {
  const types = MEDIA_TYPES[operation.subject];
  return {
    ruleId,
    title: `Accept admitting ${types.join(', ')} (UTF-8; lists and wildcards too) is served, one admitting none gets 406`,
    cost: 'request',
    arbitrary: () => fc.oneof(acceptableAccept(types).map(served), unacceptableAccept(types).map(refused)),
    examples: () => EXAMPLES[operation.subject],
    describe: describeAcceptCase,
    check: async (run, c) => {
      const exchange = await operation.send(run, { headers: { Accept: c.accept } });
      const expected = c.expect === 406 ? [406] : operation.okStatuses;
      expectStatus(ruleId, exchange, expected, `${expected.join(' or ')} for ${describeAcceptCase(c)}`);
    },
  };
}
