import { expect } from 'chai';
import { DEMO_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

const { apiKey, apiSecret } = DEMO_CREDENTIALS;

/** The `replay …` arguments of the first "Re-run this case" line of `output` for `ruleId`. */
function replayArgs(output: string, ruleId: string): string[] {
  const line = output.split('\n').find((l) => l.includes(`replay --rule ${ruleId} `)) ?? '';
  const command = /vop-conformance (replay .+)$/.exec(line)?.[1] ?? '';
  expect(command, `a replay command for ${ruleId}`).to.not.equal('');
  return command.split(' ');
}

describe('cli: property failures name a counterexample and replay it', () => {
  const cases: Array<{ fault: string; ruleId: string; counterexample: RegExp }> = [
    {
      fault: 'record-name-max-140',
      ruleId: 'record-name-max-140',
      counterexample: /NAME_TOO_LONG name of 141 characters/,
    },
    {
      fault: 'record-name-max-140/strict',
      ruleId: 'record-name-max-140',
      counterexample: /valid record name of 140 characters/,
    },
    {
      fault: 'cop-check-name-too-long-400',
      ruleId: 'cop-check-name-too-long-400',
      counterexample: /name of 141 characters/,
    },
    {
      fault: 'status-x-end-user-length',
      ruleId: 'status-x-end-user-length',
      counterexample: /X-End-User: "[^"]*" \((2|51) characters\)/,
    },
  ];

  for (const { fault, ruleId, counterexample } of cases) {
    describe(`a provider with fault ${fault}`, () => {
      let mock: RunningMock;
      before(async () => {
        mock = await startMock({ faults: new Set([fault]) });
      });
      after(() => mock.close());

      it(`fails ${ruleId} with seed, path, counterexample and a replay command that reproduces it`, async () => {
        const env = {
          VOP_BASE_URL: mock.baseUrl,
          VOP_API_KEY: apiKey,
          VOP_API_SECRET: apiSecret,
          VOP_RATE: '0',
        };
        const run = await runCli(['run', '--report-dir', tempDir(), '--grep', `${ruleId}: property`], env);
        expect(run.code, run.stdout).to.equal(1);
        expect(run.stdout).to.match(
          /Property: falsified after \d+ case\(s\), shrunk \d+ time\(s\); seed \d+, path [\d:]+/,
        );
        expect(run.stdout).to.match(counterexample);
        expect(run.stdout).to.include('Replay: curl -i -X');
        const replay = await runCli(replayArgs(run.stdout, ruleId), env);
        expect(replay.code, replay.stdout + replay.stderr).to.equal(1);
        expect(replay.stdout).to.include('Still failing:').and.match(counterexample);
      });
    });
  }

  it('replay of a case that holds exits 0', async () => {
    const result = await runCli([
      'replay',
      '--rule',
      'status-x-end-user-length',
      '--seed',
      '7',
      '--path',
      '2',
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(result.stdout).to.include('The case holds now');
  });

  it('replay names the rules that have a property when given another', async () => {
    const result = await runCli([
      'replay',
      '--rule',
      'token-bad-credentials-401',
      '--seed',
      '1',
      '--path',
      '0',
    ]);
    expect(result.code).to.equal(2);
    expect(result.stderr)
      .to.include("rule 'token-bad-credentials-401' has no property")
      .and.include('record-name-max-140');
  });
});
