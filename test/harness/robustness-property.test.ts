import { expect } from 'chai';
import fc from 'fast-check';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import type { RequestSpec } from '../../src/client/request-spec.ts';
import type { Exchange } from '../../src/client/types.ts';
import {
  describeRobustnessCase,
  type RobustnessCase,
  robustnessProperty,
} from '../../src/harness/properties/robustness-properties.ts';
import type { RunContext } from '../../src/harness/run-context.ts';

/** What the fake target received. */
interface Sent {
  readonly operation: string | undefined;
  readonly headers: Record<string, unknown>;
}

/** A run whose target answers every request with `status` and records what was sent. */
function fakeRun(status: number, sent: Sent[]): RunContext {
  const answer = (
    operation: string | undefined,
    headers: Record<string, unknown>,
    body?: string,
  ): Exchange => {
    sent.push({ operation, headers });
    return {
      request: {
        operation: operation as never,
        method: 'POST',
        url: 'http://127.0.0.1/x',
        headers: {},
        ...(body === undefined ? {} : { body }),
      },
      response: { status, headers: { 'content-type': 'application/json' }, bodyText: '{}' },
      durationMs: 0,
    };
  };
  const client = {
    send: (spec: RequestSpec) => Promise.resolve(answer(spec.operation, { ...spec.headers }, spec.body)),
    tokens: { request: (o: { body?: string }) => Promise.resolve(answer('token', {}, o.body)) },
  };
  return { client } as unknown as RunContext;
}

const property = robustnessProperty('server-no-5xx');
const examples = property.examples();
const key = (c: RobustnessCase) =>
  c.kind === 'header'
    ? `${c.kind} ${c.operation} ${c.header} ${c.form}`
    : `${c.kind} ${c.operation} ${c.form}`;

describe('harness: the server-no-5xx robustness property', () => {
  it('its examples try every free-text header of every operation with Latin-1 and UTF-8 bytes, every name form and JSON form of every operation with a name, every token form', () => {
    const keys = new Set(examples.map(key));
    const headers = [
      ['org-check', 'X-Correlation-Id'],
      ['cop-check', 'x-fapi-interaction-id'],
      ...['bulk-submit', 'bulk-status', 'bulk-results'].flatMap((op) => [
        [op, 'X-Software-Supplier'],
        [op, 'X-Channel'],
      ]),
    ];
    for (const [op, header] of headers)
      for (const form of ['latin-1', 'utf-8'])
        expect(keys.has(`header ${op} ${header} ${form}`), `${op} ${header} ${form}`).to.equal(true);
    expect(keys.has('header org-check X-Correlation-Id long')).to.equal(true);
    expect(keys.has('header cop-check x-fapi-interaction-id long')).to.equal(true);
    for (const op of ['org-check', 'cop-check', 'bulk-submit']) {
      for (const form of ['astral', 'combining-mark', 'right-to-left', 'zero-width', 'long-multi-byte'])
        expect(keys.has(`name ${op} ${form}`), `${op} ${form}`).to.equal(true);
      for (const form of ['unicode-escape', 'duplicate-key', 'key-order', 'number-form'])
        expect(keys.has(`json ${op} ${form}`), `${op} ${form}`).to.equal(true);
    }
    expect(
      keys.has('token-form token extra-parameter') && keys.has('token-form token percent-encoding'),
    ).to.equal(true);
  });

  it('judges only "no 5xx": any status below 500 passes, any 5xx fails under server-no-5xx (cases without a task)', async () => {
    const generated = fc.sample(property.arbitrary(), { seed: 3, numRuns: 60 });
    const cases = [...examples, ...generated].filter(
      (c) => c.operation !== 'bulk-status' && c.operation !== 'bulk-results',
    );
    for (const status of [200, 202, 400, 401, 404, 413, 415, 422, 431]) {
      for (const c of cases) await property.check(fakeRun(status, []), c);
    }
    for (const status of [500, 502, 503]) {
      for (const c of cases) {
        const error = await property.check(fakeRun(status, []), c).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, describeRobustnessCase(c)).to.be.instanceOf(ConformanceFailure);
        expect((error as ConformanceFailure).ruleId).to.equal('server-no-5xx');
      }
    }
  });

  it('sends each header case with the header value as generated, on its own operation', async () => {
    const headerCases = examples.filter(
      (c): c is Extract<RobustnessCase, { kind: 'header' }> =>
        c.kind === 'header' && (c.operation === 'org-check' || c.operation === 'bulk-submit'),
    );
    for (const c of headerCases) {
      const sent: Sent[] = [];
      await property.check(fakeRun(200, sent), c);
      expect(sent).to.have.length(1);
      expect(sent[0]?.operation).to.equal(c.operation);
      expect(sent[0]?.headers[c.header]).to.equal(c.value);
    }
  });

  it('describes a UTF-8 header case by its text, with its length in characters and bytes', () => {
    const c = examples.find(
      (e) => e.kind === 'header' && e.form === 'utf-8' && e.operation === 'bulk-submit',
    );
    expect(c && describeRobustnessCase(c)).to.match(/Zürich–東京.*\(70 characters, \d+ bytes as UTF-8\)/);
  });
});
