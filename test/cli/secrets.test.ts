import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { flagName, type RunOption } from '../../src/cli/options/run-option.ts';
import { RUN_OPTIONS } from '../../src/cli/options/run-options.ts';
import { flagValues, registerSecrets, SECRET_OPTIONS, secretFlagArgv } from '../../src/cli/secrets.ts';
import { redactor } from '../../src/output/redactor.ts';

function unique(label: string): string {
  return `${label}-${randomUUID()}`;
}

describe('cli: secrets of the environment and the flags are registered before anything is printed', () => {
  it('registers every credential variable, each pair as key:secret, in plain, Base64 and URL-encoded form', () => {
    const env = {
      VOP_API_KEY: unique('key'),
      VOP_API_SECRET: unique('se cret/+'),
      VOP_LIMITED_API_KEY: unique('limited-key'),
      VOP_LIMITED_API_SECRET: unique('limited-secret'),
      PACT_BROKER_USERNAME: unique('broker-user'),
      PACT_BROKER_PASSWORD: unique('broker-password'),
      PACT_BROKER_TOKEN: unique('broker-token'),
    };
    registerSecrets(env, []);
    const pairs = [
      [env.VOP_API_KEY, env.VOP_API_SECRET],
      [env.VOP_LIMITED_API_KEY, env.VOP_LIMITED_API_SECRET],
      [env.PACT_BROKER_USERNAME, env.PACT_BROKER_PASSWORD],
    ];
    const values = [...Object.values(env), ...pairs.map(([k, s]) => `${k}:${s}`)];
    for (const value of values) {
      for (const form of [value, Buffer.from(value).toString('base64'), encodeURIComponent(value)])
        expect(redactor.redact(`<${form}>`), form).to.equal('<<redacted>>');
    }
  });

  it('registers the values of --api-key/--api-secret and the limited flags, in both flag spellings', () => {
    const key = unique('flag-key');
    const secret = unique('flag-secret');
    const limited = unique('flag-limited-secret');
    registerSecrets({}, ['run', '--api-key', key, `--api-secret=${secret}`, '--limited-api-secret', limited]);
    for (const value of [secret, limited, Buffer.from(`${key}:${secret}`).toString('base64')])
      expect(redactor.redact(value)).to.equal('<redacted>');
  });

  it('registers the trimmed value too, since that is the one the run sends', () => {
    const secret = unique('padded');
    registerSecrets({ VOP_API_SECRET: `  ${secret}  ` }, []);
    expect(redactor.redact(`x${secret}x`)).to.equal('x<redacted>x');
  });

  it('reads flag values only after their own flag', () => {
    expect(
      flagValues(
        ['--api-secret', 'a', '--api-secret=b', '--api-secret-x', 'c', '--api-secret'],
        '--api-secret',
      ),
    ).to.deep.equal(['a', 'b']);
  });

  describe('the secrets are the rows of RUN_OPTIONS marked secret: true, with no second list', () => {
    const rows = Object.entries(RUN_OPTIONS as Record<string, RunOption<unknown>>);
    const secretRows = rows.filter(([, row]) => row.secret === true);

    it('takes every secret row and no other', () => {
      expect(secretRows.length).to.be.greaterThan(0);
      expect([...SECRET_OPTIONS]).to.deep.equal(secretRows.map(([key]) => key));
    });

    it("registers each secret row's value alone, from its variable and from its flag", () => {
      for (const [key, row] of secretRows) {
        const fromEnv = unique(`${key}-env`);
        const fromFlag = unique(`${key}-flag`);
        const flag = flagName(row);
        registerSecrets(row.env === undefined ? {} : { [row.env]: fromEnv }, flag ? [flag, fromFlag] : []);
        if (row.env !== undefined) expect(redactor.redact(`<${fromEnv}>`), row.env).to.equal('<<redacted>>');
        if (flag !== undefined) expect(redactor.redact(`<${fromFlag}>`), flag).to.equal('<<redacted>>');
      }
    });

    it("hands runSuite's flags of every secret row with a flag to the registration, and no other flag", () => {
      const flags: Record<string, string> = {};
      const expected: string[] = [];
      for (const [key, row] of rows) {
        const flag = flagName(row);
        if (flag === undefined || row.parse.flagForm !== 'text') continue;
        flags[key] = unique(key);
        if (row.secret === true) expected.push(flag, flags[key]);
      }
      expect(secretFlagArgv(flags)).to.deep.equal(expected);
      const argv = secretFlagArgv(flags);
      registerSecrets({}, argv);
      for (const value of argv.filter((_, i) => i % 2 === 1))
        expect(redactor.redact(value)).to.equal('<redacted>');
    });
  });
});
