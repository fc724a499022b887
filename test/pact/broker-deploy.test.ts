import { expect } from 'chai';
import { runCli } from '../helpers/run-cli.ts';
import { type StandInBroker, startStandInBroker } from '../helpers/stand-in-broker.ts';

const TOKEN = 'broker-token-s3cr3t-value';
const CONSUMER = 'payee-verification-client';
const VERSION = '0d9c4e2b7a1f3c5e8d6b4a2c0e9f7d5b3a1c8e6f';

function env(broker: StandInBroker): Record<string, string> {
  return { PACT_BROKER_BASE_URL: broker.baseUrl, PACT_BROKER_TOKEN: TOKEN };
}

describe('pact can-i-deploy, record-deployment, record-release: through the Pact CLI, against a stand-in broker', () => {
  let broker: StandInBroker;
  afterEach(() => broker.close());

  const canIDeploy = ['pact', 'can-i-deploy', '--to-environment', 'production', '--version', VERSION];

  it('can-i-deploy exits 0 when the broker says deployable, asking the matrix for the version and environment', async () => {
    broker = await startStandInBroker({ authorization: `Bearer ${TOKEN}`, deployable: [true] });
    const result = await runCli(canIDeploy, env(broker));
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const asks = broker.requests.filter((r) => r.pathname === '/matrix');
    expect(asks).to.have.length(1);
    expect(asks[0]?.query.get('q[][pacticipant]')).to.equal(CONSUMER);
    expect(asks[0]?.query.get('q[][version]')).to.equal(VERSION);
    expect(asks[0]?.query.get('environment')).to.equal('production');
    expect(result.stdout).to.include(`Deployable: ${CONSUMER} ${VERSION} to production`);
  });

  it('can-i-deploy exits 1 (a failure, not an error) when the broker says not deployable, with its reason', async () => {
    broker = await startStandInBroker({ deployable: [false] });
    const result = await runCli(canIDeploy, env(broker));
    expect(result.code, result.stdout + result.stderr).to.equal(1);
    expect(result.stdout).to.include('Not deployable').and.include('failed');
  });

  it('can-i-deploy exits 1 while the answer is unknown, and 0 when a retry finds it deployable', async () => {
    broker = await startStandInBroker({ deployable: [null] });
    const once = await runCli(canIDeploy, env(broker));
    expect(once.code, once.stdout + once.stderr).to.equal(1);
    expect(once.stdout).to.include('Unknown').and.include('--retry-while-unknown');
    await broker.close();

    broker = await startStandInBroker({ deployable: [null, true] });
    const retried = await runCli(
      [...canIDeploy, '--retry-while-unknown', '3', '--retry-interval', '1'],
      env(broker),
    );
    expect(retried.code, retried.stdout + retried.stderr).to.equal(0);
    expect(broker.requests.filter((r) => r.pathname === '/matrix')).to.have.length(2);
  });

  it("record-deployment POSTs to the version's pb:record-deployment link for the environment", async () => {
    broker = await startStandInBroker({
      authorization: `Bearer ${TOKEN}`,
      environments: ['production', 'test'],
    });
    const result = await runCli(
      ['pact', 'record-deployment', '--environment', 'production', '--version', VERSION],
      env(broker),
    );
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const [version, record] = broker.requests;
    expect(version?.method).to.equal('GET');
    expect(version?.pathname).to.equal(`/pacticipants/${CONSUMER}/versions/${VERSION}`);
    expect(record?.method).to.equal('POST');
    expect(record?.pathname).to.match(
      new RegExp(
        `^/pacticipants/${CONSUMER}/versions/${VERSION}/deployed-versions/environment/[0-9a-f-]{36}$`,
      ),
    );
    expect(result.stdout).to.include('Recorded deployment');
  });

  it("record-release POSTs to the version's pb:record-release link for the environment", async () => {
    broker = await startStandInBroker();
    const result = await runCli(
      ['pact', 'record-release', '--environment', 'test', '--version', VERSION, '--pacticipant', 'payee-app'],
      env(broker),
    );
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const record = broker.requests.find((r) => r.method === 'POST');
    expect(record?.pathname).to.match(
      /^\/pacticipants\/payee-app\/versions\/[0-9a-f]+\/released-versions\/environment\//,
    );
    expect(result.stdout).to.include('Recorded release');
  });

  it('record-deployment to an environment the broker does not know exits 2 naming it', async () => {
    broker = await startStandInBroker({ environments: ['production'] });
    const result = await runCli(
      ['pact', 'record-deployment', '--environment', 'staging', '--version', VERSION],
      env(broker),
    );
    expect(result.code).to.equal(2);
    expect(result.stderr).to.include('Environment staging does not exist');
    expect(broker.requests.filter((r) => r.method === 'POST')).to.have.length(0);
  });
});
