import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { type BrokerRequest, type StandInBroker, startStandInBroker } from '../helpers/stand-in-broker.ts';

const TOKEN = 'broker-token-s3cr3t-value';

/** A folder holding one pact file of the project's consumer and provider, and its interactions. */
function pactDirWithOnePact(): string {
  const dir = tempDir('vopc-publish-');
  const pact = {
    consumer: { name: 'payee-verification-client' },
    provider: { name: 'payee-verification-service' },
    interactions: [
      {
        type: 'Synchronous/HTTP',
        description: 'a request for the status of a processed task',
        request: { method: 'GET', path: '/vopgateway/v1/bulk/3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60/status' },
        response: { status: 200 },
      },
    ],
    metadata: { pactSpecification: { version: '4.0' } },
  };
  writeFileSync(join(dir, 'payee-verification-client-payee-verification-service.json'), JSON.stringify(pact));
  return dir;
}

interface PublishBody {
  pacticipantName: string;
  pacticipantVersionNumber: string;
  branch?: string;
  buildUrl?: string;
  tags?: string[];
  contracts: Array<{ consumerName: string; providerName: string; specification: string; content: string }>;
}

function publication(broker: StandInBroker): { request: BrokerRequest; body: PublishBody } {
  const request = broker.requests.find((r) => r.method === 'POST' && r.pathname === '/contracts/publish');
  if (!request) throw new Error(`no publication among ${broker.requests.map((r) => r.url).join(', ')}`);
  return { request, body: JSON.parse(request.body) as PublishBody };
}

describe('pact publish: through the Pact CLI, against a stand-in broker', () => {
  let broker: StandInBroker;
  afterEach(() => broker.close());

  it('sends the pact, its consumer version, branch, build URL and tags; the token only in Authorization', async () => {
    broker = await startStandInBroker({ authorization: `Bearer ${TOKEN}` });
    const result = await runCli(
      [
        'pact',
        'publish',
        '--pact-dir',
        pactDirWithOnePact(),
        '--consumer-version',
        '1.2.3',
        '--branch',
        'main',
        '--build-url',
        'https://ci.example/builds/7',
        '--tag',
        'nightly',
        '--tag',
        'rc',
      ],
      { PACT_BROKER_BASE_URL: broker.baseUrl, PACT_BROKER_TOKEN: TOKEN },
    );
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(broker.requests[0]?.pathname, 'the index first').to.equal('/');
    const { request, body } = publication(broker);
    expect(request.headers.authorization).to.equal(`Bearer ${TOKEN}`);
    expect(body).to.deep.include({
      pacticipantName: 'payee-verification-client',
      pacticipantVersionNumber: '1.2.3',
      branch: 'main',
      buildUrl: 'https://ci.example/builds/7',
      tags: ['nightly', 'rc'],
    });
    expect(body.contracts).to.have.length(1);
    expect(body.contracts[0]).to.deep.include({
      consumerName: 'payee-verification-client',
      providerName: 'payee-verification-service',
      specification: 'pact',
    });
    const content = JSON.parse(Buffer.from(body.contracts[0]?.content ?? '', 'base64').toString('utf8')) as {
      consumer: { name: string };
      interactions: Array<{ description: string }>;
    };
    expect(content.consumer.name).to.equal('payee-verification-client');
    expect(content.interactions.map((i) => i.description)).to.deep.equal([
      'a request for the status of a processed task',
    ]);
    for (const r of broker.requests) expect(r.url + r.body).to.not.include(TOKEN);
    expect(result.stdout + result.stderr).to.not.include(TOKEN);
    expect(result.stdout).to.include('Published 1 pact(s) for version 1.2.3 on branch main');
  });

  it('takes the version, branch and build URL from GitHub Actions variables when no flag gives them', async () => {
    broker = await startStandInBroker();
    const result = await runCli(['pact', 'publish', '--pact-dir', pactDirWithOnePact()], {
      PACT_BROKER_BASE_URL: broker.baseUrl,
      GITHUB_ACTIONS: 'true',
      GITHUB_SHA: '0d9c4e2b7a1f3c5e8d6b4a2c0e9f7d5b3a1c8e6f',
      GITHUB_REF: 'refs/heads/feature/status-poll',
      GITHUB_REF_NAME: 'feature/status-poll',
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'bank/vop-conformance',
      GITHUB_RUN_ID: '4242',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(publication(broker).body).to.deep.include({
      pacticipantVersionNumber: '0d9c4e2b7a1f3c5e8d6b4a2c0e9f7d5b3a1c8e6f',
      branch: 'feature/status-poll',
      buildUrl: 'https://github.example/bank/vop-conformance/actions/runs/4242',
    });
  });

  it('publishes with basic credentials (PACT_BROKER_USERNAME/PASSWORD), the password nowhere in the output', async () => {
    broker = await startStandInBroker({
      authorization: `Basic ${Buffer.from('ci:pa55word').toString('base64')}`,
    });
    const result = await runCli(
      ['pact', 'publish', '--pact-dir', pactDirWithOnePact(), '--consumer-version', '9'],
      {
        PACT_BROKER_BASE_URL: broker.baseUrl,
        PACT_BROKER_USERNAME: 'ci',
        PACT_BROKER_PASSWORD: 'pa55word',
      },
    );
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(publication(broker).body.pacticipantVersionNumber).to.equal('9');
    expect(result.stdout + result.stderr).to.not.include('pa55word');
  });

  it('exits 2 without a broker URL, and without a version outside git and CI, listing both', async () => {
    broker = await startStandInBroker();
    const result = await runCli(['pact', 'publish', '--pact-dir', pactDirWithOnePact()], {
      PACT_BROKER_TOKEN: TOKEN,
    });
    expect(result.code).to.equal(2);
    expect(result.stderr)
      .to.include('PACT_BROKER_BASE_URL is missing')
      .and.include('--consumer-version is missing');
    expect(result.stderr).to.not.include(TOKEN);
    expect(broker.requests).to.have.length(0);
  });
});
