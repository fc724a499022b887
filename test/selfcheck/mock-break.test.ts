import { expect } from 'chai';
import { loadRunConfig } from '../../src/cli/load-run-config.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

describe('selfcheck: run --mock-break (the embedded mock started with faults)', () => {
  it('hands the faults to the embedded mock of the run', () => {
    const config = loadRunConfig(
      { mockBreak: ['error-title-max-70', 'record-name-max-140/strict'] },
      {},
      '/tmp',
    );
    expect(config.target).to.deep.include({
      kind: 'embedded',
      faults: ['error-title-max-70', 'record-name-max-140/strict'],
    });
    const correct = loadRunConfig({}, {}, '/tmp');
    expect(correct.target).to.deep.include({ kind: 'embedded', faults: [] });
  });

  it('exits 2 naming --mock-break and the id for an unknown fault id', async () => {
    const result = await runCli(['run', '--mock-break', 'no-such-fault', '--report-dir', tempDir()]);
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.match(/--mock-break: unknown fault id "no-such-fault"/);
  });

  it('exits 2 with a URL target (VOP_BASE_URL set): the embedded mock only', async () => {
    const result = await runCli(['run', '--mock-break', 'error-title-max-70', '--report-dir', tempDir()], {
      VOP_BASE_URL: 'http://127.0.0.1:9',
      VOP_API_KEY: 'k',
      VOP_API_SECRET: 's',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.match(/--mock-break applies to the embedded mock only/);
  });
});
