import { writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

const TOKEN = 'broker-token-s3cr3t-value';

/** What the stand-in broker received: method, path, headers, body. */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for the Pact Broker's HTTP API: the HAL index, "publish contracts", can-i-deploy.
 * Answers 401 to any credential other than `expected`; records every request.
 */
async function startBroker(
  expected: string,
  deployable = true,
): Promise<{ server: ScriptedServer; received: Received[] }> {
  const received: Received[] = [];
  let base = '';
  const server = await startScriptedServer((req, res) => {
    void readAll(req).then((body) => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/hal+json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== expected) return json(401, { error: 'unauthorised' });
      if (req.method === 'GET' && req.url === '/') {
        return json(200, { _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish` } } });
      }
      if (req.method === 'POST' && req.url === '/contracts/publish')
        return json(200, { notices: [{ text: 'Created pact' }] });
      if (req.method === 'GET' && req.url?.startsWith('/can-i-deploy?')) {
        return json(200, {
          summary: {
            deployable,
            reason: deployable
              ? 'All required verification results are published and successful'
              : 'No verification results',
          },
        });
      }
      json(404, {});
    });
  });
  base = server.baseUrl;
  return { server, received };
}

function pactDirWithOnePact(): { dir: string; content: string } {
  const dir = tempDir('vopc-publish-');
  const content = JSON.stringify({
    consumer: { name: 'payee-verification-client' },
    provider: { name: 'payee-verification-service' },
    interactions: [],
    metadata: { pactSpecification: { version: '4.0' } },
  });
  writeFileSync(join(dir, 'payee-verification-client-payee-verification-service.json'), content);
  return { dir, content };
}

describe('pact: publishing and can-i-deploy against a stand-in broker', () => {
  let broker: Awaited<ReturnType<typeof startBroker>>;
  afterEach(() => broker.server.close());

  it('publishes the pact content, version, branch and tags; the token travels only in Authorization', async () => {
    broker = await startBroker(`Bearer ${TOKEN}`);
    const { dir, content } = pactDirWithOnePact();
    const result = await runCli(
      [
        'pact',
        'publish',
        '--pact-dir',
        dir,
        '--consumer-version',
        '1.2.3',
        '--branch',
        'main',
        '--tag',
        'nightly',
      ],
      { PACT_BROKER_BASE_URL: broker.server.baseUrl, PACT_BROKER_TOKEN: TOKEN },
    );
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const publish = broker.received.find((r) => r.url === '/contracts/publish');
    expect(publish?.method).to.equal('POST');
    expect(publish?.authorization).to.equal(`Bearer ${TOKEN}`);
    const body = JSON.parse(publish?.body ?? '{}') as {
      pacticipantName: string;
      pacticipantVersionNumber: string;
      branch: string;
      tags: string[];
      contracts: Array<{
        consumerName: string;
        providerName: string;
        specification: string;
        content: string;
      }>;
    };
    expect(body).to.deep.include({
      pacticipantName: 'payee-verification-client',
      pacticipantVersionNumber: '1.2.3',
      branch: 'main',
      tags: ['nightly'],
    });
    expect(body.contracts).to.have.length(1);
    expect(body.contracts[0]).to.deep.include({
      consumerName: 'payee-verification-client',
      providerName: 'payee-verification-service',
      specification: 'pact',
    });
    expect(Buffer.from(body.contracts[0]?.content ?? '', 'base64').toString('utf8')).to.equal(content);
    for (const r of broker.received) {
      expect(r.url).to.not.include(TOKEN);
      expect(r.body).to.not.include(TOKEN);
    }
    expect(result.stdout + result.stderr).to.not.include(TOKEN);
  });

  it('publishes with basic credentials (PACT_BROKER_USERNAME/PASSWORD)', async () => {
    broker = await startBroker(`Basic ${Buffer.from('ci:pa55word').toString('base64')}`);
    const result = await runCli(
      ['pact', 'publish', '--pact-dir', pactDirWithOnePact().dir, '--consumer-version', '9'],
      {
        PACT_BROKER_BASE_URL: broker.server.baseUrl,
        PACT_BROKER_USERNAME: 'ci',
        PACT_BROKER_PASSWORD: 'pa55word',
      },
    );
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout + result.stderr).to.not.include('pa55word');
  });

  it('exits 2 with a clear message, and no secret, when the broker refuses the credential', async () => {
    broker = await startBroker('Bearer some-other-token');
    const result = await runCli(
      ['pact', 'publish', '--pact-dir', pactDirWithOnePact().dir, '--consumer-version', '1'],
      {
        PACT_BROKER_BASE_URL: broker.server.baseUrl,
        PACT_BROKER_TOKEN: TOKEN,
      },
    );
    expect(result.code).to.equal(2);
    expect(result.stderr).to.include('answered GET / with 401').and.include('check PACT_BROKER_TOKEN');
    expect(result.stdout + result.stderr).to.not.include(TOKEN);
    expect(result.stderr).to.not.match(/^\s+at /m);
  });

  it('exits 2 without a broker URL, and without a version outside git', async () => {
    broker = await startBroker('x');
    const noBroker = await runCli(
      ['pact', 'publish', '--pact-dir', pactDirWithOnePact().dir, '--consumer-version', '1'],
      { PACT_BROKER_TOKEN: TOKEN },
    );
    expect(noBroker.code).to.equal(2);
    expect(noBroker.stderr).to.include('PACT_BROKER_BASE_URL is missing').and.not.include(TOKEN);
    const noVersion = await runCli(['pact', 'publish', '--pact-dir', pactDirWithOnePact().dir], {
      PACT_BROKER_BASE_URL: broker.server.baseUrl,
    });
    expect(noVersion.code).to.equal(2);
    expect(noVersion.stderr).to.include('--consumer-version is missing');
  });

  for (const deployable of [true, false]) {
    it(`can-i-deploy exits ${deployable ? 0 : 1} when the broker says ${deployable ? '' : 'not '}deployable`, async () => {
      broker = await startBroker(`Bearer ${TOKEN}`, deployable);
      const result = await runCli(
        ['pact', 'can-i-deploy', '--to-environment', 'production', '--version', '1.2.3'],
        {
          PACT_BROKER_BASE_URL: broker.server.baseUrl,
          PACT_BROKER_TOKEN: TOKEN,
        },
      );
      expect(result.code, result.stdout + result.stderr).to.equal(deployable ? 0 : 1);
      const query = broker.received.find((r) => r.url.startsWith('/can-i-deploy'))?.url ?? '';
      expect(new URLSearchParams(query.split('?')[1])).to.satisfy(
        (p: URLSearchParams) =>
          p.get('pacticipant') === 'payee-verification-client' &&
          p.get('version') === '1.2.3' &&
          p.get('environment') === 'production',
      );
    });
  }
});
