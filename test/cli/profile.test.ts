import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { readProfile } from '../../src/cli/profile-file.ts';
import { loadRunConfig } from '../../src/cli/load-run-config.ts';
import { PATHS } from '../../src/api/paths.ts';
import { Scheduler } from '../../src/client/scheduler.ts';
import { Transport } from '../../src/client/transport.ts';
import { VopClient } from '../../src/client/vop-client.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';
import { configProblemsOf } from '../helpers/config-problems.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';
import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { startMock } from '../../src/mock/server.ts';

const TASK = '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60';

function profileFile(value: unknown): string {
  const path = join(tempDir(), 'sandbox.json');
  writeFileSync(path, JSON.stringify(value));
  return path;
}

const SANDBOX = {
  name: 'sandbox',
  baseUrl: 'https://sandbox.example/api',
  submissionPath: '/vop/v2/bulk',
  tokenPath: '/oauth2/token',
  scenarioNames: { failed: 'SANDBOX_FAIL' },
  taskIds: { processed: TASK },
  rate: 5,
  assumptions: 'warn',
  expectedFailures: { 'status-detail-when-failed': { reason: 'PROV-12' } },
};

const CREDENTIALS = { VOP_API_KEY: 'k', VOP_API_SECRET: 's' };

describe('cli: target profiles, --profile FILE', () => {
  it('reads a profile into the variables it stands for, and its expected failures', () => {
    const profile = readProfile(profileFile(SANDBOX));
    expect(profile.name).to.equal('sandbox');
    expect(profile.variables).to.deep.equal({
      VOP_BASE_URL: 'https://sandbox.example/api',
      VOP_SUBMISSION_PATH: '/vop/v2/bulk',
      VOP_TOKEN_PATH: '/oauth2/token',
      VOP_SCENARIO_FAILED: 'SANDBOX_FAIL',
      VOP_TASK_ID_PROCESSED: TASK,
      VOP_RATE: '5',
      VOP_ASSUMPTIONS: 'warn',
    });
    expect(profile.expectedFailures).to.deep.equal(SANDBOX.expectedFailures);
  });

  it('refuses a credential-looking field, naming it, before anything else', () => {
    for (const field of ['apiKey', 'apiSecret', 'password', 'accessToken', 'client_secret']) {
      const problems = configProblemsOf(() => readProfile(profileFile({ ...SANDBOX, [field]: 'x' })));
      expect(problems, field).to.have.length(1);
      expect(problems[0]).to.include(`${field} looks like a credential: secrets never go in a profile`);
    }
  });

  it('refuses a profile that breaks its schema, naming the key (an unknown field, a path without /, a taskId that is not a UUID)', () => {
    expect(configProblemsOf(() => readProfile(profileFile({ ...SANDBOX, colour: 'red' })))[0]).to.match(
      /^profile \S+sandbox\.json: unknown key "colour"$/,
    );
    expect(
      configProblemsOf(() => readProfile(profileFile({ ...SANDBOX, submissionPath: 'bulk' })))[0],
    ).to.match(/: submissionPath must match pattern/);
    expect(
      configProblemsOf(() => readProfile(profileFile({ ...SANDBOX, taskIds: { failed: 'x' } })))[0],
    ).to.match(/: taskIds\.failed must match pattern/);
  });

  it('names an unknown key with the nearest known one, at any depth', () => {
    const problems = configProblemsOf(() =>
      readProfile(
        profileFile({
          name: 'sandbox',
          baseURL: 'https://sandbox.example',
          rates: 5,
          scenarioNames: { faild: 'X' },
          expectedFailures: { 'status-taskid-uuid': { reason: 'r', untill: '2030-01-01' } },
        }),
      ),
    ).map((problem) => problem.replace(/^profile \S+: /, ''));
    expect(problems).to.have.members([
      'unknown key "baseURL" (did you mean "baseUrl"?)',
      'unknown key "rates" (did you mean "rate"?)',
      'scenarioNames: unknown key "faild" (did you mean "failed"?)',
      'expectedFailures.status-taskid-uuid: unknown key "untill" (did you mean "until"?)',
    ]);
  });

  it('lets variables win over the profile, and flags over both', () => {
    const profile = profileFile(SANDBOX);
    const fromProfile = loadRunConfig({ profile }, CREDENTIALS, '/');
    expect(fromProfile.target).to.include({ kind: 'url', baseUrl: 'https://sandbox.example/api' });
    expect(fromProfile.target).to.include({ submissionPath: '/vop/v2/bulk', tokenPath: '/oauth2/token' });
    expect(fromProfile.rate).to.equal(5);
    expect(fromProfile.assumptions).to.equal('warn');
    expect(fromProfile.providerStateTaskIds.PROCESSED).to.equal(TASK);
    expect(fromProfile.expectedFailures?.entries.map((e) => e.ruleId)).to.deep.equal([
      'status-detail-when-failed',
    ]);
    const fromVariable = loadRunConfig({ profile }, { ...CREDENTIALS, VOP_RATE: '7' }, '/');
    expect(fromVariable.rate).to.equal(7);
    const fromFlag = loadRunConfig({ profile, rate: '9' }, { ...CREDENTIALS, VOP_RATE: '7' }, '/');
    expect(fromFlag.rate).to.equal(9);
  });

  it("warns in one line when VOP_BASE_URL, from .env or the environment, overrides the profile's baseUrl, and lets it win", () => {
    const profile = profileFile(SANDBOX);
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);
    const env = { ...CREDENTIALS, VOP_BASE_URL: 'https://other.example/api' };
    const fromDotenv = loadRunConfig({ profile }, env, '/', undefined, new Set(['VOP_BASE_URL']), warn);
    expect(fromDotenv.target).to.include({ kind: 'url', baseUrl: 'https://other.example/api' });
    expect(warnings).to.deep.equal([
      `vop-conformance: warning: VOP_BASE_URL in .env (https://other.example/api) overrides baseUrl of profile ${profile} (https://sandbox.example/api); the run tests https://other.example/api (a variable or .env wins over a profile; remove VOP_BASE_URL from .env to test the profile's)`,
    ]);
    warnings.length = 0;
    loadRunConfig({ profile }, env, '/', undefined, new Set(), warn);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      /^vop-conformance: warning: VOP_BASE_URL \(https:\/\/other\.example\/api\) overrides baseUrl of profile .*; unset VOP_BASE_URL to test the profile's\)$/,
    );
    warnings.length = 0;
    // The same URL, a flag (chosen on purpose) or no profile: nothing to warn about.
    loadRunConfig(
      { profile },
      { ...CREDENTIALS, VOP_BASE_URL: SANDBOX.baseUrl },
      '/',
      undefined,
      new Set(['VOP_BASE_URL']),
      warn,
    );
    loadRunConfig(
      { profile, baseUrl: 'https://flag.example' },
      env,
      '/',
      undefined,
      new Set(['VOP_BASE_URL']),
      warn,
    );
    loadRunConfig({}, env, '/', undefined, new Set(['VOP_BASE_URL']), warn);
    expect(warnings).to.deep.equal([]);
  });

  it("takes a URL target's file limits from the profile, a variable or a flag, and refuses them for the embedded mock", () => {
    const profile = profileFile({ ...SANDBOX, fileLimits: { maxFileBytes: 5_242_880, maxRecords: 5_000 } });
    const fromProfile = loadRunConfig({ profile }, CREDENTIALS, '/');
    expect(fromProfile.target).to.deep.include({
      fileLimits: { maxFileBytes: 5_242_880, maxRecords: 5_000 },
    });
    const fromFlag = loadRunConfig(
      { profile, maxRecords: '7' },
      { ...CREDENTIALS, VOP_MAX_RECORDS: '6' },
      '/',
    );
    expect(fromFlag.target).to.deep.include({ fileLimits: { maxFileBytes: 5_242_880, maxRecords: 7 } });
    const none = loadRunConfig({}, { ...CREDENTIALS, VOP_BASE_URL: 'https://sandbox.example' }, '/');
    expect(none.target).to.deep.include({ fileLimits: {} });
    expect(configProblemsOf(() => loadRunConfig({ maxRecords: '7' }, {}, '/'))).to.deep.equal([
      "--max-records applies to a URL target: the embedded mock's file limits are its own (set VOP_BASE_URL, or leave out --max-records)",
    ]);
    expect(configProblemsOf(() => loadRunConfig({}, { VOP_MAX_FILE_BYTES: '0' }, '/'))[0]).to.include(
      'VOP_MAX_FILE_BYTES must be an integer >= 1',
    );
  });

  it("takes a URL target's slow scenario time from the profile, a variable or a flag, and refuses it for the embedded mock (A9)", () => {
    const profile = profileFile({ ...SANDBOX, scenarioSlowMs: 30_000 });
    expect(loadRunConfig({ profile }, CREDENTIALS, '/').scenarioSlowMs).to.equal(30_000);
    const fromVariable = loadRunConfig({ profile }, { ...CREDENTIALS, VOP_SCENARIO_SLOW_MS: '45000' }, '/');
    expect(fromVariable.scenarioSlowMs).to.equal(45_000);
    const fromFlag = loadRunConfig({ profile, scenarioSlowMs: '5000' }, CREDENTIALS, '/');
    expect(fromFlag.scenarioSlowMs).to.equal(5_000);
    const none = loadRunConfig({}, { ...CREDENTIALS, VOP_BASE_URL: 'https://sandbox.example' }, '/');
    expect(none.scenarioSlowMs).to.equal(undefined);
    expect(configProblemsOf(() => loadRunConfig({ scenarioSlowMs: '5000' }, {}, '/'))).to.deep.equal([
      "--scenario-slow-ms applies to a URL target: the embedded mock's slow scenario time is its own (set VOP_BASE_URL, or leave out --scenario-slow-ms)",
    ]);
    expect(configProblemsOf(() => loadRunConfig({}, { VOP_SCENARIO_SLOW_MS: '0' }, '/'))[0]).to.include(
      'VOP_SCENARIO_SLOW_MS must be an integer >= 1',
    );
  });

  it('names the profile when its expected failures name an unknown rule', () => {
    const profile = profileFile({ ...SANDBOX, expectedFailures: { 'no-such-rule': { reason: 'x' } } });
    const problems = configProblemsOf(() => loadRunConfig({ profile }, CREDENTIALS, '/'));
    expect(problems[0]).to.match(/^profile .*sandbox\.json: unknown rule id "no-such-rule"/);
  });

  describe('the paths a profile names', () => {
    let server: ScriptedServer;
    let transport: Transport;
    const seen: string[] = [];
    before(async () => {
      server = await startScriptedServer((req, res) => {
        seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
        res.setHeader('Content-Type', 'application/json');
        res.end(req.url === '/oauth2/token' ? '{"access_token":"t","expires_in":3600}' : '{}');
      });
      transport = new Transport({ requestTimeoutMs: 5_000 });
    });
    after(async () => {
      await transport.close();
      await server.close();
    });

    it('sends the token request and the submission there, and leaves the documented status path alone', async () => {
      const client = new VopClient(
        {
          baseUrl: server.baseUrl,
          authUrl: server.baseUrl,
          credentials: { apiKey: 'k', apiSecret: 's' },
          tokenPath: '/oauth2/token',
          submissionPath: '/vop/v2/bulk',
        },
        transport,
        new Scheduler({ ratePerSecond: 0, concurrency: 1 }),
      );
      await client.send({ operation: 'bulk-submit', method: 'POST', path: PATHS.bulk, body: '{}\n' });
      await client.send({ operation: 'bulk-status', method: 'GET', path: `${PATHS.bulk}/${TASK}/status` });
      expect(seen).to.deep.equal([
        'POST /oauth2/token',
        'POST /vop/v2/bulk',
        `GET ${PATHS.bulk}/${TASK}/status`,
      ]);
    });
  });
});

describe('cli: a URL target with the scenario names of its profile (A9)', () => {
  let mock: Awaited<ReturnType<typeof startMock>>;
  before(async () => {
    mock = await startMock({ queueMs: 10, processingMs: 30 });
  });
  after(() => mock.close());

  function env(): Record<string, string> {
    return {
      VOP_BASE_URL: mock.baseUrl,
      VOP_API_KEY: mock.options.credentials.apiKey,
      VOP_API_SECRET: mock.options.credentials.apiSecret,
    };
  }

  it('makes a FAILED task with the profile’s scenario name, where without it the rule is skipped', async () => {
    const rule = 'status-detail-when-failed';
    const without = await runCliWithin(['run', '--grep', rule, '--report-dir', tempDir()], env(), 60_000);
    expect(without.stdout, without.stderr).to.match(
      /SKIPPED\s+status-detail-when-failed .*VOP_TASK_ID_FAILED/,
    );
    const profile = profileFile({ name: 'mock', scenarioNames: { failed: SCENARIO_NAMES.failed } });
    const withNames = await runCliWithin(
      ['run', '--grep', rule, '--profile', profile, '--report-dir', tempDir()],
      env(),
      60_000,
    );
    expect(withNames.code, withNames.stdout + withNames.stderr).to.equal(0);
    expect(withNames.stdout).to.match(
      /^vop-conformance: running against the provider at http:\/\/127\.0\.0\.1:\d+ /,
    );
    expect(withNames.stdout).to.match(/\d+ passed, 0 failed, 0 warned, 0 skipped/);
  });

  it('fails the rule once, naming scenarioNames.failed first, when the task made with it ends in another state', async () => {
    const profile = profileFile({ name: 'mock', scenarioNames: { failed: 'SANDBOX_FAIL' } });
    const result = await runCliWithin(
      ['run', '--grep', 'Task states', '--profile', profile, '--report-dir', tempDir()],
      env(),
      60_000,
    );
    expect(result.code, result.stdout + result.stderr).to.equal(1);
    expect(result.stdout).to.match(
      /FAILED status-detail-when-failed .*\n {4}Received: scenarioNames\.failed \(VOP_SCENARIO_FAILED\) is "SANDBOX_FAIL", and the task made with it \(\S+\) ended PROCESSED/,
    );
    expect(result.stdout.match(/^\s+FAILED\s/gm) ?? [], 'one failed rule').to.have.length(1);
  });
});
