import { expect } from 'chai';
import { useCurlConnection } from '../../../src/client/curl-connection.ts';
import type { Exchange } from '../../../src/client/types.ts';
import { redactor } from '../../../src/output/redactor.ts';
import type { SequenceExchange } from '../../../src/harness/explore/explore-target.ts';
import { sequenceScript, tasksBefore } from '../../../src/harness/explore/sequence-script.ts';

const BASE = 'http://127.0.0.1:9';
const TASK = '0b3c5d7e-1111-4222-8333-944455556666';

function exchange(
  step: number,
  method: string,
  path: string,
  status: number,
  extra: Partial<Exchange['request']> = {},
  body = '',
): SequenceExchange {
  return {
    step,
    client: 'full',
    exchange: {
      request: {
        method,
        url: `${BASE}${path}`,
        headers: { Authorization: 'Bearer tok-123', 'X-Request-Id': 'r' },
        ...extra,
      },
      response: { status, headers: {}, bodyText: body },
      durationMs: 1,
    },
  };
}

describe('exploration: the bash script of a sequence', () => {
  const submit = exchange(
    1,
    'POST',
    '/vopgateway/v1/bulk',
    202,
    { operation: 'bulk-submit', body: '{"uetr":"u"}\n' },
    `{"taskId":"${TASK}"}`,
  );
  const upper = exchange(2, 'GET', `/vopgateway/v1/bulk/${TASK.toUpperCase()}/status`, 200, {
    operation: 'bulk-status',
  });
  const results = exchange(3, 'GET', `/vopgateway/v1/bulk/${TASK}`, 200, { operation: 'bulk-results' });
  const sequence = {
    steps: [
      { kind: 'resend' as const, task: 0 },
      { kind: 'await' as const, task: 5 },
      { kind: 'await' as const, task: 0 },
    ],
    exchanges: [submit, upper, results],
  };

  it('reads each issued taskId from its variable, in either letter case, and the bearer token from $TOKEN', () => {
    redactor.add('tok-123');
    const script = sequenceScript(sequence, `${BASE}/oauth/client_credential/accesstoken`);
    const lines = script.split('\n');
    expect(lines[0]).to.match(
      /^TOKEN=\$\(curl -sS -X POST 'http:\/\/127\.0\.0\.1:9\/oauth\/client_credential\/accesstoken'/,
    );
    expect(lines[0]).to.include('"$VOP_API_KEY" "$VOP_API_SECRET"');
    expect(script).to.include(`TASK_1=$(printf '%s' "$R"`);
    expect(script).to.include(`'${BASE}/vopgateway/v1/bulk/'"\${TASK_1^^}"'/status'`);
    expect(script).to.include(`'${BASE}/vopgateway/v1/bulk/'"\${TASK_1}"`);
    expect(script).to.include('"Authorization: Bearer $TOKEN"');
    expect(script).not.to.include('tok-123');
    expect(script).not.to.include(TASK);
  });

  it('reaches the target as the run did: every curl with its CA file and proxy, the token one included', () => {
    const restore = useCurlConnection({
      caFile: '/etc/vop/ca.pem',
      proxy: { http: { url: 'http://user:pw-9f3@proxy.test:3128', source: 'HTTP_PROXY' } },
    });
    try {
      const script = sequenceScript(sequence, `${BASE}/oauth/client_credential/accesstoken`);
      const curls = script.split('\n').filter((line) => line.includes('curl '));
      expect(curls).to.have.length.above(2);
      for (const line of curls)
        expect(line).to.include(
          `curl -sS --cacert '/etc/vop/ca.pem' --proxy 'http://proxy.test:3128' --proxy-user "$PROXY_USER" -X`,
        );
      expect(script).to.not.include('pw-9f3');
    } finally {
      restore();
    }
  });

  it('numbers the task a step names as the sequence issued it', () => {
    expect(tasksBefore(sequence)).to.deep.equal([0, 1, 1]);
    expect(sequenceScript(sequence, `${BASE}/t`)).to.include('# 2. poll task 1 until it is final → 200');
  });
  it('polls a task until final before a results read that was served before the run knew it final', () => {
    const read = exchange(2, 'GET', `/vopgateway/v1/bulk/${TASK}`, 200, { operation: 'bulk-results' });
    const status = exchange(2, 'GET', `/vopgateway/v1/bulk/${TASK}/status`, 200, {
      operation: 'bulk-status',
    });
    const resend = { kind: 'resend' as const, task: 0 };
    const step = {
      kind: 'results' as const,
      task: 0,
      upperCase: false,
      headers: { headers: {} },
      accept: { value: undefined, served: true },
      client: 'full' as const,
    };
    const served = sequenceScript({ steps: [resend, step], exchanges: [submit, read, status] }, `${BASE}/t`);
    const lines = served.split('\n');
    const poll = lines.findIndex((line) => line.startsWith('for _ in') && line.includes('/status'));
    const fetch = lines.findIndex(
      (line) => line.startsWith('curl') && line.includes(`/bulk/'"\${TASK_1}" -H`),
    );
    expect(poll, served).to.be.greaterThan(0);
    expect(fetch, served).to.equal(lines.length - 1);
    const refused = exchange(2, 'GET', `/vopgateway/v1/bulk/${TASK}`, 404, { operation: 'bulk-results' });
    const early = sequenceScript(
      { steps: [resend, step], exchanges: [submit, refused, status] },
      `${BASE}/t`,
    );
    expect(early).not.to.include('for _ in');
  });
});
