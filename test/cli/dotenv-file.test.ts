import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { loadDotenvFile } from '../../src/cli/dotenv-file.ts';
import { dropBlankVariables, variable } from '../../src/cli/variables.ts';
import { tempDir } from '../helpers/run-cli.ts';

describe('cli: .env and empty variables', () => {
  it('loadDotenvFile names the variables it set; a set variable wins, an empty one does not, an empty .env value sets nothing', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, '.env'), 'VOP_RATE=5\nVOP_SEED=7\nVOP_BASE_URL=\nVOP_GREP=from-file\n');
    const env: NodeJS.ProcessEnv = { VOP_SEED: '1', VOP_GREP: '' };
    const outcome = loadDotenvFile(cwd, env);
    expect(outcome.problem).to.equal(undefined);
    expect([...outcome.names].sort()).to.deep.equal(['VOP_GREP', 'VOP_RATE']);
    expect(env).to.deep.equal({ VOP_SEED: '1', VOP_GREP: 'from-file', VOP_RATE: '5' });
  });

  it('loadDotenvFile without a .env sets nothing and names nothing', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotenvFile(tempDir(), env)).to.deep.equal({ names: new Set() });
    expect(env).to.deep.equal({});
  });

  it("dropBlankVariables deletes the tool's variables that are empty or blank, and no other", () => {
    const env: NodeJS.ProcessEnv = {
      VOP_BASE_URL: '',
      VOP_ASSUMPTIONS: '  ',
      VOPC_DEBUG: '',
      PACT_BROKER_TOKEN: '',
      VOP_RATE: '5',
      HOME: '',
    };
    expect(dropBlankVariables(env).sort()).to.deep.equal([
      'PACT_BROKER_TOKEN',
      'VOPC_DEBUG',
      'VOP_ASSUMPTIONS',
      'VOP_BASE_URL',
    ]);
    expect(env).to.deep.equal({ VOP_RATE: '5', HOME: '' });
  });

  it('variable reads a blank value as unset and trims the rest', () => {
    expect(variable({ A: '' }, 'A')).to.equal(undefined);
    expect(variable({ A: ' \t' }, 'A')).to.equal(undefined);
    expect(variable({}, 'A')).to.equal(undefined);
    expect(variable({ A: ' x ' }, 'A')).to.equal('x');
  });
});
