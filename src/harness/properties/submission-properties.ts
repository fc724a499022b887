import fc from 'fast-check';
import { ndjsonContentType, otherContentType } from '../../../generators/content-type.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import type { PropertySpec } from '../property.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { SubmitOperation } from '../bulk-operations.ts';

/** A Content-Type case of the submission: the value sent and whether it must be accepted or answered 415. */
export interface ContentTypeCase {
  readonly contentType: string;
  readonly expect: 'accepted' | 415;
}

/**
 * The generated Content-Type property of the bulk submission (A2: application/x-ndjson, optionally
 * with a charset that names UTF-8, is accepted; "another media type, or a charset other than
 * UTF-8, gives 415"). Media type, parameter name and charset compare without regard to case, and a
 * quoted value is the token (A2, RFC 9110 §8.3): the examples send those spellings as must-accept,
 * and the nearest misses (another name, UTF-16 quoted or not, `utf8`, which the IANA registry RFC
 * 9110 §8.3.2 defers to does not list as a name of UTF-8) as must-reject.
 */
export function contentType415(operation: SubmitOperation, ruleId: RuleId): PropertySpec<ContentTypeCase> {
  return {
    ruleId,
    title: 'application/x-ndjson (charset UTF-8) is accepted, other types and charsets get 415',
    cost: 'request',
    arbitrary: () =>
      fc.oneof(
        ndjsonContentType().map((contentType): ContentTypeCase => ({ contentType, expect: 'accepted' })),
        otherContentType().map((contentType): ContentTypeCase => ({ contentType, expect: 415 })),
      ),
    examples: () => [
      { contentType: 'application/x-ndjson; charset=utf-8', expect: 'accepted' },
      // A2: "`application/x-ndjson; charset=UTF-8` and `; charset="utf-8"` name UTF-8 too".
      { contentType: 'application/x-ndjson; charset=UTF-8', expect: 'accepted' },
      { contentType: 'application/x-ndjson; charset="utf-8"', expect: 'accepted' },
      { contentType: 'Application/X-NDJSON', expect: 'accepted' },
      { contentType: 'APPLICATION/X-NDJSON;Charset="UTF-8"', expect: 'accepted' },
      { contentType: 'application/json', expect: 415 },
      { contentType: 'application/x-ndjson; charset=iso-8859-1', expect: 415 },
      // The nearest names and charsets: the same lines under another name, UTF-16.
      { contentType: 'application/ndjson', expect: 415 },
      { contentType: 'application/jsonl', expect: 415 },
      { contentType: 'application/x-ndjsonx', expect: 415 },
      { contentType: 'application/x-ndjson; charset=utf-16', expect: 415 },
      { contentType: 'application/x-ndjson; charset="utf-16"', expect: 415 },
      // utf8 is no name of UTF-8 in the IANA Character Sets registry (UTF-8, alias csUTF8).
      { contentType: 'application/x-ndjson; charset=utf8', expect: 415 },
      // A charset parameter with no value names no charset, so not UTF-8 (A2: "a charset other than UTF-8, gives 415").
      { contentType: 'application/x-ndjson; charset=', expect: 415 },
      { contentType: 'text/plain', expect: 415 },
    ],
    describe: (c) =>
      `Content-Type: ${c.contentType}, must be ${c.expect === 415 ? 'answered 415' : 'accepted'}`,
    check: async (run, c) => {
      const exchange = await operation.send(run, { headers: { 'Content-Type': c.contentType } });
      const expected = c.expect === 415 ? [415] : operation.okStatuses;
      expectStatus(ruleId, exchange, expected, `${expected.join(' or ')} for Content-Type: ${c.contentType}`);
    },
  };
}
