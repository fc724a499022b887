import { expect } from 'chai';
import { runCli, runCliWithin } from '../helpers/run-cli.ts';
import { type StandInBroker, startStandInBroker } from '../helpers/stand-in-broker.ts';

const TOKEN = 'broker-token-s3cr3t-value';
const CAN_I_DEPLOY = ['pact', 'can-i-deploy', '--to-environment', 'production', '--version', '1.2.3'];

/** The run printed one error line, naming the broker command, and no stack. */
function expectOneErrorLine(stderr: string): void {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, stderr).to.have.length(1);
  expect(lines[0]).to.match(/^vop-conformance: error: pact broker [a-z-]+ at http:\/\/127\.0\.0\.1:\d+: /);
}

describe('pact broker commands: what the Pact CLI says when the broker is wrong, as one exit-2 line', () => {
  let broker: StandInBroker;
  afterEach(() => broker.close());

  it('a broker answering HTML with 200 exits 2 saying the answer is not HAL (not "Unexpected token")', async () => {
    broker = await startStandInBroker({ mode: 'html' });
    for (const args of [
      CAN_I_DEPLOY,
      ['pact', 'record-deployment', '--environment', 'production', '--version', '1'],
    ]) {
      const result = await runCli(args, { PACT_BROKER_BASE_URL: broker.baseUrl });
      expect(result.code, result.stdout + result.stderr).to.equal(2);
      expectOneErrorLine(result.stderr);
      expect(result.stderr).to.include('text/html').and.include('not the broker');
      expect(result.stderr).to.not.include('Unexpected token').and.not.include('internal error');
    }
  });

  it('a refused token exits 2 naming the 401, and the token appears in no output', async () => {
    broker = await startStandInBroker({ authorization: 'Bearer the-right-one' });
    const result = await runCli(CAN_I_DEPLOY, {
      PACT_BROKER_BASE_URL: broker.baseUrl,
      PACT_BROKER_TOKEN: TOKEN,
    });
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expectOneErrorLine(result.stderr);
    expect(result.stderr).to.include('401').and.include('check PACT_BROKER_TOKEN');
    expect(broker.requests[0]?.headers.authorization, 'the token was sent').to.equal(`Bearer ${TOKEN}`);
    expect(result.stdout + result.stderr).to.not.include(TOKEN);
  });

  it('a broker that never answers exits 2 once --timeout has passed', async () => {
    broker = await startStandInBroker({ mode: 'silent' });
    const result = await runCliWithin(
      [...CAN_I_DEPLOY, '--timeout', '2'],
      { PACT_BROKER_BASE_URL: broker.baseUrl },
      60_000,
    );
    expect(result.killed, 'the command ended by itself').to.equal(false);
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.include('the Pact Broker did not answer within 2 s');
  });

  it('a broker address where nothing listens exits 2 with what the CLI says', async () => {
    broker = await startStandInBroker();
    const address = broker.baseUrl;
    await broker.close();
    const result = await runCli(['pact', 'record-release', '--environment', 'production', '--version', '1'], {
      PACT_BROKER_BASE_URL: address,
      PACT_BROKER_HTTP_RETRIES: '0',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expectOneErrorLine(result.stderr);
    expect(result.stderr).to.include(address).and.not.include('did not answer');
  });
});
