import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Command, Option } from 'commander';
import { pactDefinition } from '../../src/cli/commands/pact.ts';
import { replayDefinition } from '../../src/cli/commands/replay.ts';
import { runDefinition } from '../../src/cli/commands/run.ts';
import { README_MARKERS, withOptionsTable } from '../../src/cli/options/options-readme.ts';
import { flagName, helpLine, type RunOption } from '../../src/cli/options/run-option.ts';
import { RUN_OPTIONS } from '../../src/cli/options/run-options.ts';
import { profileOf } from '../../src/cli/profile-file.ts';
import { type RunConfigInput, resolveRunConfig } from '../../src/cli/resolve-run-config.ts';

const ROWS = Object.entries(RUN_OPTIONS as Record<string, RunOption<unknown>>);
const README = fileURLToPath(new URL('../../README.md', import.meta.url));
const PROFILE_SCHEMA = fileURLToPath(new URL('../../schemas/config/profile.schema.json', import.meta.url));

/** A profile's fields that are not run options. */
const PROFILE_ONLY = new Set(['$schema', 'name', 'description', 'expectedFailures']);

/** Each option field of the profile schema by its dotted path (`taskIds.processed`), objects opened. */
function profileFields(): Map<string, Record<string, unknown>> {
  const schema = JSON.parse(readFileSync(PROFILE_SCHEMA, 'utf8')) as {
    properties: Record<string, Record<string, unknown>>;
  };
  const fields = new Map<string, Record<string, unknown>>();
  for (const [name, field] of Object.entries(schema.properties)) {
    if (PROFILE_ONLY.has(name)) continue;
    const inner = field.properties as Record<string, Record<string, unknown>> | undefined;
    if (field.type === 'object' && inner)
      for (const [key, value] of Object.entries(inner)) fields.set(`${name}.${key}`, value);
    else fields.set(name, field);
  }
  return fields;
}

/** `command`'s options but --help. */
function optionsOf(command: Command): readonly Option[] {
  return command.options.filter((option) => option.long !== '--help');
}

/** A valid value of `row`'s kind, as a profile holds it. */
function sample(row: RunOption<unknown>): string | number | boolean {
  const schema = row.parse.profileSchema;
  if (row.parse.choices) return row.parse.choices[0] ?? '';
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return Number(schema.minimum ?? 0) + 2;
  return (
    { url: 'https://sandbox.example', path: '/p', uuid: '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60' }[
      row.parse.name
    ] ?? (row.parse.name === 'number or auto' ? 'auto' : 'x.pem')
  );
}

/** A profile whose field `path` (dotted) is `value`. */
function profileWith(path: string, value: string | number | boolean): Record<string, unknown> {
  const [outer = '', inner] = path.split('.');
  return { name: 'p', [outer]: inner === undefined ? value : { [inner]: value } };
}

/** Input with nothing given but `over`. */
function input(over: Partial<RunConfigInput> = {}): RunConfigInput {
  return {
    flags: {},
    env: {},
    cwd: '/work',
    files: {},
    terminal: { stdout: false, stderr: false },
    now: new Date('2026-01-05T10:00:00Z'),
    ...over,
  };
}

describe('cli: one row per run option, and its five places agree', () => {
  it('commander: run has one option per row with a flag, in the table order, with its variable, help and choices', () => {
    const withFlag = ROWS.filter(([, row]) => row.flag !== undefined);
    const options = optionsOf(runDefinition(() => undefined));
    expect(options.map((option) => option.flags)).to.deep.equal(withFlag.map(([, row]) => row.flag));
    for (const [key, row] of withFlag) {
      const option = options.find((o) => o.flags === row.flag);
      expect(option?.attributeName(), key).to.equal(key);
      expect(option?.envVar, key).to.equal(row.env);
      expect(option?.description, key).to.equal(helpLine(row));
      expect(option?.argChoices, key).to.deep.equal(row.parse.choices);
    }
    expect(withFlag.length).to.be.above(30);
  });

  it('commander: replay takes the target and TLS rows, pact verify the target rows', () => {
    const flagsOf = (group: string) =>
      ROWS.filter(([, row]) => row.group === group && row.flag !== undefined).map(([, row]) => row.flag);
    const replay = optionsOf(replayDefinition(() => undefined)).map((option) => option.flags);
    expect(replay).to.include.members([...flagsOf('target'), ...flagsOf('tls')]);
    const verify = pactDefinition(() => undefined).commands.find((command) => command.name() === 'verify');
    const verifyFlags = optionsOf(verify as Command).map((option) => option.flags);
    expect(verifyFlags).to.include.members(flagsOf('target'));
    expect(verifyFlags).to.not.include.members(flagsOf('tls'));
  });

  it("profile schema: one field per row with a profileKey, of its value kind's schema, naming its variable", () => {
    const fields = profileFields();
    const keyed = ROWS.filter(([, row]) => row.profileKey !== undefined);
    expect([...fields.keys()].sort()).to.deep.equal(keyed.map(([, row]) => row.profileKey).sort());
    for (const [key, row] of keyed) {
      const { description, ...schema } = fields.get(row.profileKey ?? '') ?? {};
      expect(schema, key).to.deep.equal(row.parse.profileSchema);
      expect(row.env, `${key} has no variable`).to.be.a('string');
      expect(description, key).to.include(row.env);
    }
  });

  it('profile reader: each field sets the variable of its row (file names from the profile folder)', () => {
    for (const [key, row] of ROWS.filter(([, r]) => r.profileKey !== undefined)) {
      const value = sample(row);
      const { variables } = profileOf(profileWith(row.profileKey ?? '', value), '/targets/p.json');
      const expected = row.parse.name === 'file' ? `/targets/${String(value)}` : String(value);
      expect(variables, key).to.deep.equal({ [row.env ?? '']: expected });
    }
  });

  it("defaults: a run given nothing takes each row's default", () => {
    const config = resolveRunConfig(input());
    const { rate, concurrency, runs, tokenWait, pollTimeout, testTimeout, deadline, assumptions, har } =
      RUN_OPTIONS;
    expect(config).to.include({
      rate: rate.default,
      concurrency: concurrency.default,
      runs: runs.default,
      tokenWaitSeconds: tokenWait.default,
      pollTimeoutMs: pollTimeout.default * 1000,
      testTimeoutMs: testTimeout.default * 1000,
      deadlineMs: deadline.default * 1000,
      assumptions: assumptions.default,
      har: har.default,
      reportRoot: `/work/${RUN_OPTIONS.reportDir.default}`,
    });
    expect(config.target).to.include({ kind: 'embedded' });
  });

  it('README: the table between its markers is the one the rows make (npm run docs writes it)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).to.include(README_MARKERS.begin).and.include(README_MARKERS.end);
    expect(withOptionsTable(readme), 'README differs: run npm run docs').to.equal(readme);
    const section = readme.slice(readme.indexOf(README_MARKERS.begin), readme.indexOf(README_MARKERS.end));
    for (const [key, row] of ROWS) {
      const name = flagName(row) ?? row.env ?? key;
      expect(section, key).to.include(`\`${name}`);
    }
  });
});

describe('cli: a bad option value names its flag, variable or profile field', () => {
  /** The problems of resolving `over`. */
  function problemsOf(over: Partial<RunConfigInput>): readonly string[] {
    try {
      resolveRunConfig(input(over));
    } catch (error) {
      return (error as { problems: readonly string[] }).problems;
    }
    throw new Error('no ConfigError thrown');
  }

  it('names the flag when the value came from the command line, the variable when from the environment', () => {
    expect(problemsOf({ flags: { pollTimeout: 'soon' } })).to.deep.equal([
      '--poll-timeout must be a number of seconds >= 1 (got "soon")',
    ]);
    expect(problemsOf({ env: { VOP_POLL_TIMEOUT: 'soon' } })).to.deep.equal([
      'VOP_POLL_TIMEOUT must be a number of seconds >= 1 (got "soon")',
    ]);
    expect(problemsOf({ env: { VOP_RUNS: '2.5' } })).to.deep.equal([
      'VOP_RUNS must be an integer >= 1 (got "2.5")',
    ]);
  });

  it('names the profile and its field for a field that applies to no target', () => {
    const files = {
      profile: {
        given: 'p.json',
        path: '/nowhere/p.json',
        loaded: { value: profileWith('authUrl', 'https://auth.example') },
      },
    };
    const problems = problemsOf({ flags: { profile: 'p.json' }, files });
    expect(problems).to.have.length(1);
    expect(problems[0]).to.match(/^profile p\.json: authUrl is set but no base URL is/);
  });

  it('lists every problem at once, and never quotes a URL that may hold a credential', () => {
    const problems = problemsOf({
      flags: { concurrency: '0', rate: 'fast' },
      env: { VOP_BASE_URL: 'https://user:s3cret@sandbox.example', VOP_API_KEY: 'k', VOP_API_SECRET: 's' },
    });
    expect(problems).to.deep.equal([
      'VOP_BASE_URL must not carry credentials; use VOP_API_KEY and VOP_API_SECRET',
      '--rate must be a number >= 0 or auto (got "fast")',
      '--concurrency must be an integer >= 1 (got "0")',
    ]);
  });

  it('--provoke-429: as given (flag, variable), implied by --rule rate-limit-* alone, else left to the target (A6)', () => {
    const url = { VOP_BASE_URL: 'https://sandbox.example', VOP_API_KEY: 'k', VOP_API_SECRET: 's' };
    expect(resolveRunConfig(input({ env: url })).provoke429).to.equal(undefined);
    expect(resolveRunConfig(input()).provoke429).to.equal(undefined);
    expect(resolveRunConfig(input({ env: url, flags: { provoke429: true } })).provoke429).to.equal(true);
    expect(resolveRunConfig(input({ env: { ...url, VOP_PROVOKE_429: '0' } })).provoke429).to.equal(false);
    const alone = { rule: ['rate-limit-retry-after-form'] };
    expect(resolveRunConfig(input({ env: url, flags: alone })).provoke429).to.equal(true);
    expect(
      resolveRunConfig(input({ env: url, flags: { rule: ['rate-limit-*', 'status-*'] } })).provoke429,
    ).to.equal(undefined);
    expect(
      resolveRunConfig(input({ env: { ...url, VOP_PROVOKE_429: 'no' }, flags: alone })).provoke429,
    ).to.equal(false);
  });

  it('reads nothing: a profile is resolved from its content, whatever its path', () => {
    const files = {
      profile: { given: 'p.json', path: '/no/such/folder/p.json', loaded: { value: profileWith('rate', 5) } },
    };
    expect(resolveRunConfig(input({ flags: { profile: 'p.json' }, files })).rate).to.equal(5);
  });
});

describe('cli: the target is never chosen silently', () => {
  /** The problems of resolving `over`, or none. */
  function problemsOf(over: Partial<RunConfigInput>): readonly string[] {
    try {
      resolveRunConfig(input(over));
      return [];
    } catch (error) {
      return (error as { problems: readonly string[] }).problems;
    }
  }

  it('reads a variable that is set but empty or blank as unset: the default, no problem', () => {
    const config = resolveRunConfig(
      input({ env: { VOP_BASE_URL: '', VOP_API_KEY: ' ', VOP_ASSUMPTIONS: '', VOP_RATE: '\t' } }),
    );
    expect(config.target.kind).to.equal('embedded');
    expect(config.assumptions).to.equal(RUN_OPTIONS.assumptions.default);
    expect(config.rate).to.equal(RUN_OPTIONS.rate.default);
  });

  it('--require-target: no base URL is one problem naming VOP_BASE_URL and what required it', () => {
    for (const [over, by] of [
      [{ flags: { requireTarget: true } }, '--require-target'],
      [{ env: { VOP_REQUIRE_TARGET: 'true', VOP_BASE_URL: '' } }, 'VOP_REQUIRE_TARGET'],
      [
        { env: { VOP_REQUIRE_TARGET: '1' }, dotenv: new Set(['VOP_REQUIRE_TARGET']) },
        'VOP_REQUIRE_TARGET in .env',
      ],
    ] as const) {
      const problems = problemsOf(over);
      expect(problems, by).to.have.length(1);
      expect(problems[0], by).to.match(/^no target: VOP_BASE_URL is empty or not set/);
      expect(problems[0], by).to.include(`(${by})`).and.include('set VOP_BASE_URL');
    }
  });

  it('--require-target: the credentials set without a base URL add no second line; in GitHub Actions the secret is named', () => {
    const problems = problemsOf({
      flags: { requireTarget: true },
      env: { VOP_API_KEY: 'k', VOP_API_SECRET: 's', VOP_BASE_URL: '', GITHUB_ACTIONS: 'true' },
    });
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('set the secret VOP_BASE_URL');
  });

  it("--require-target: a profile's requireTarget too; a base URL from any source satisfies it", () => {
    const files = (value: Record<string, unknown>) => ({
      profile: { given: 'p.json', path: '/p/p.json', loaded: { value } },
    });
    const required = problemsOf({
      flags: { profile: 'p.json' },
      files: files({ name: 'p', requireTarget: true }),
    });
    expect(required).to.have.length(1);
    expect(required[0]).to.include('(profile p.json: requireTarget)');
    const withUrl = resolveRunConfig(
      input({
        flags: { profile: 'p.json' },
        env: { VOP_API_KEY: 'k', VOP_API_SECRET: 's' },
        files: files({ name: 'p', requireTarget: true, baseUrl: 'https://sandbox.example' }),
      }),
    );
    expect(withUrl.target).to.include({ kind: 'url', baseUrl: 'https://sandbox.example' });
    const byFlag = resolveRunConfig(
      input({
        flags: { requireTarget: true, baseUrl: 'https://s.example' },
        env: { VOP_API_KEY: 'k', VOP_API_SECRET: 's' },
      }),
    );
    expect(byFlag.target.kind).to.equal('url');
  });
});

describe('cli: configuration errors name the key and where its value came from', () => {
  function problemsOf(over: Partial<RunConfigInput>): readonly string[] {
    try {
      resolveRunConfig(input(over));
      return [];
    } catch (error) {
      return (error as { problems: readonly string[] }).problems;
    }
  }

  it('names .env for a value that came from it, the variable for one that did not', () => {
    expect(problemsOf({ env: { VOP_RATE: 'fast' }, dotenv: new Set(['VOP_RATE']) })).to.deep.equal([
      'VOP_RATE in .env must be a number >= 0 or auto (got "fast")',
    ]);
    expect(problemsOf({ env: { VOP_RATE: 'fast' }, dotenv: new Set(['VOP_SEED']) })).to.deep.equal([
      'VOP_RATE must be a number >= 0 or auto (got "fast")',
    ]);
    expect(problemsOf({ env: { VOP_API_KEY: 'k' }, dotenv: new Set(['VOP_API_KEY']) })[0]).to.match(
      /^VOP_API_KEY in \.env is set but VOP_BASE_URL is not/,
    );
  });

  it("a URL target's part given as a flag without a base URL is a problem, not ignored for the embedded mock", () => {
    const flags = {
      submissionPath: '/vop/v2/bulk',
      tokenPath: '/oauth2/token',
      authUrl: 'https://auth.example',
    };
    expect(problemsOf({ flags })).to.deep.equal([
      '--auth-url applies to a URL target: set VOP_BASE_URL (--base-url), or leave out --auth-url to run against the embedded mock',
      '--submission-path applies to a URL target: set VOP_BASE_URL (--base-url), or leave out --submission-path to run against the embedded mock',
      '--token-path applies to a URL target: set VOP_BASE_URL (--base-url), or leave out --token-path to run against the embedded mock',
    ]);
    const credentials = problemsOf({ flags: { apiKey: 'k', apiSecret: 's' } });
    expect(credentials).to.have.length(2);
    expect(credentials[0]).to.match(/^--api-key applies to a URL target/);
    expect(credentials[1]).to.match(/^--api-secret applies to a URL target/);
    expect(
      problemsOf({
        flags: { ...flags, baseUrl: 'https://sandbox.example', apiKey: 'k', apiSecret: 's' },
      }),
    ).to.deep.equal([]);
  });

  it('a profile that cannot be used is the only problem: nothing about the credentials it might have gone with', () => {
    const problems = problemsOf({
      flags: { profile: 'p.json' },
      env: { VOP_API_KEY: 'k', VOP_API_SECRET: 's' },
      files: {
        profile: {
          given: 'p.json',
          path: '/p/p.json',
          loaded: { value: { name: 'p', baseURL: 'https://sandbox.example', rates: 5 } },
        },
      },
    });
    expect(problems).to.deep.equal([
      'profile p.json: unknown key "baseURL" (did you mean "baseUrl"?)',
      'profile p.json: unknown key "rates" (did you mean "rate"?)',
    ]);
  });
});
