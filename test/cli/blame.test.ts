import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEMO_CREDENTIALS, DEMO_LIMITED_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { PATHS } from '../../src/api/paths.ts';
import { junitSchemaErrors } from '../helpers/junit-schema.ts';
import { type CliResult, runCli, tempDir } from '../helpers/run-cli.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

const { apiKey, apiSecret } = DEMO_CREDENTIALS;
const ISSUED = 'token-client-credentials-issued';

interface RuleRow {
  readonly id: string;
  readonly status: string;
  readonly details: readonly string[];
}

/** A run's outcome with the rows of the rules.json of its one report folder. */
interface BlameRun extends CliResult {
  readonly rules: readonly RuleRow[];
  readonly files: readonly string[];
  /** The junit.xml of the report folder; '' when none. */
  readonly junit: string;
}

async function run(env: Record<string, string>): Promise<BlameRun> {
  const reports = tempDir('vopc-blame-');
  const result = await runCli(['run', '--report-dir', reports], { VOP_RATE: '0', ...env });
  // A run of every test also keeps its history line (and examples) beside the report folder.
  const [folder, ...more] = readdirSync(reports, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(more, 'one report folder').to.deep.equal([]);
  const dir = join(reports, folder ?? '');
  const files = folder === undefined ? [] : readdirSync(dir).sort();
  const rules = files.includes('rules.json')
    ? (JSON.parse(readFileSync(join(dir, 'rules.json'), 'utf8')) as { rules: RuleRow[] }).rules
    : [];
  const junit = files.includes('junit.xml') ? readFileSync(join(dir, 'junit.xml'), 'utf8') : '';
  return { ...result, rules, files, junit };
}

function urlEnv(baseUrl: string, secret = apiSecret): Record<string, string> {
  return { VOP_BASE_URL: baseUrl, VOP_API_KEY: apiKey, VOP_API_SECRET: secret };
}

/** The tests, failures, errors and skipped counts of the `<testsuites>` element of a JUnit text. */
function junitCounts(xml: string): Record<string, number> {
  const root = /<testsuites\b([^>]*)>/.exec(xml)?.[1] ?? '';
  const count = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? NaN);
  return {
    tests: count('tests'),
    failures: count('failures'),
    errors: count('errors'),
    skipped: count('skipped'),
  };
}

/**
 * The run stopped at the first token request: no stack, a report. Exit 1: the token rule failed
 * once, the rest not tested, the verdict FAILED. Exit 2 (it could not test): one stderr line, no
 * rule failed, every one not tested, the verdict NOT TESTED (never FAILED).
 */
function expectStoppedAtToken(result: BlameRun, code: 1 | 2, answered = true): void {
  const context = `${result.stdout}\n${result.stderr}`;
  expect(result.code, context).to.equal(code);
  expect(`${result.stdout}\n${result.stderr}`).to.not.match(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.files, context).to.include.members(['index.html', 'rules.json', 'junit.xml']);
  // JUnit lists every rule, and says what the verdict says: an error when it could not test.
  const rules = result.rules.length;
  expect(junitCounts(result.junit), result.junit).to.deep.equal(
    code === 2
      ? { tests: rules + 1, failures: 0, errors: 1, skipped: rules }
      : { tests: rules, failures: 1, errors: 0, skipped: rules - 1 },
  );
  if (code === 2) {
    expect(result.junit).to.match(/<error message="[^"]*check VOP_/);
    expect(result.stderr.trim().split('\n'), result.stderr).to.have.length(1);
    expect(new Set(result.rules.map((r) => r.status))).to.deep.equal(new Set(['not tested']));
    expect(result.stdout, context)
      .to.match(/^NOT TESTED: /m)
      .and.not.match(/^FAILED/m);
    return;
  }
  expect(result.stdout, context).to.match(/^FAILED: /m);
  const failed = result.rules.filter((r) => r.status === 'failed');
  expect(failed.map((r) => r.id)).to.deep.equal([ISSUED]);
  expect(failed[0]?.details, 'the rule failed once').to.have.length(1);
  expect(failed[0]?.details[0]).to.match(/Received: .+\nDocumented: .+/);
  // A replay needs a request that got an answer; a reset or timeout has only the transport's reason.
  if (answered) expect(failed[0]?.details[0]).to.match(/\nReplay: curl /);
  const others = result.rules.filter((r) => r.id !== ISSUED).map((r) => r.status);
  expect(new Set(others)).to.deep.equal(new Set(['not tested']));
}

describe('cli: a run that cannot get a token blames the right party', function () {
  this.timeout(120_000);

  describe('against the mock with wrong credentials', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock();
    });
    after(() => mock.close());

    it('exits 2 naming VOP_API_KEY and VOP_API_SECRET, with the 401 recorded under the token rule', async () => {
      const result = await run(urlEnv(mock.baseUrl, 'wrong-secret-value'));
      expectStoppedAtToken(result, 2);
      expect(await junitSchemaErrors(result.junit)).to.deep.equal([]);
      expect(result.stderr).to.match(
        /^vop-conformance: error: the target rejected the configured credentials \(401 from POST http:\/\/127\.0\.0\.1:\d+\/oauth\/client_credential\/accesstoken\): check VOP_API_KEY and VOP_API_SECRET/,
      );
      expect(result.stdout + result.stderr).to.not.include('wrong-secret-value');
    });

    it('exits 2 naming VOP_LIMITED_API_KEY and VOP_LIMITED_API_SECRET when the limited pair is rejected', async () => {
      const result = await run({
        ...urlEnv(mock.baseUrl),
        VOP_LIMITED_API_KEY: DEMO_LIMITED_CREDENTIALS.apiKey,
        VOP_LIMITED_API_SECRET: 'wrong-limited-secret',
      });
      expectStoppedAtToken(result, 2);
      expect(result.stderr).to.include('check VOP_LIMITED_API_KEY and VOP_LIMITED_API_SECRET');
    });
  });

  describe('against the mock at a wrong submission path', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock();
    });
    after(() => mock.close());

    it('exits 2 naming VOP_SUBMISSION_PATH and where its value came from, the verdict NOT TESTED', async () => {
      const result = await run({
        ...urlEnv(mock.baseUrl),
        VOP_SUBMISSION_PATH: '/vop/v2/bulk',
        VOP_RULE: 'submit-202-task-id,status-taskid-uuid',
      });
      const context = `${result.stdout}\n${result.stderr}`;
      expect(result.code, context).to.equal(2);
      expect(result.stderr.trim().split('\n'), result.stderr).to.have.length(1);
      expect(result.stderr).to.match(
        /^vop-conformance: error: every submission got 404 \(\d+ × POST http:\/\/127\.0\.0\.1:\d+\/vop\/v2\/bulk\): check VOP_SUBMISSION_PATH \("\/vop\/v2\/bulk" from VOP_SUBMISSION_PATH\)/,
      );
      expect(result.stdout, context)
        .to.match(/^NOT TESTED: every submission got 404/m)
        .and.not.match(/^FAILED:/m);
      // The configuration was tested, not the target: no bulk rule is blamed, and JUnit says error.
      expect(result.rules.filter((r) => r.status === 'failed').map((r) => r.id)).to.deep.equal([]);
      expect(
        result.rules.find((r) => r.id === 'submit-202-task-id'),
        'submit-202-task-id',
      ).to.include({ status: 'not tested' });
      expect(junitCounts(result.junit)).to.include({ failures: 0, errors: 1 });
      expect(result.junit).to.match(/<error message="every submission got 404[^"]*check VOP_SUBMISSION_PATH/);
    });

    it('runs every test, and stops once its first submissions all got 404: exit 2 naming VOP_SUBMISSION_PATH, no rule failed', async () => {
      const result = await run({ ...urlEnv(mock.baseUrl), VOP_SUBMISSION_PATH: '/vop/v2/bulk' });
      const context = `${result.stdout}\n${result.stderr}`;
      expect(result.code, context).to.equal(2);
      expect(result.stderr).to.match(
        /^vop-conformance: error: every submission got 404 \(\d+ × POST [^)]*\/vop\/v2\/bulk\): check VOP_SUBMISSION_PATH/,
      );
      expect(result.stdout, context)
        .to.include('rules not run: the configuration was wrong')
        .and.match(/^NOT TESTED: every submission got 404/m);
      expect(result.rules.filter((r) => r.status === 'failed').map((r) => r.id)).to.deep.equal([]);
      expect(junitCounts(result.junit)).to.include({ failures: 0, errors: 1 });
    });

    it('exits 1 for a rule broken outside the bulk operations, the wrong path said beside it', async () => {
      const broken = await startMock({ faults: new Set(['org-check-200']) });
      try {
        const result = await run({
          ...urlEnv(broken.baseUrl),
          VOP_SUBMISSION_PATH: '/vop/v2/bulk',
          VOP_RULE: 'submit-202-task-id,org-check-200',
        });
        const context = `${result.stdout}\n${result.stderr}`;
        expect(result.code, context).to.equal(1);
        expect(result.rules.filter((r) => r.status === 'failed').map((r) => r.id)).to.deep.equal([
          'org-check-200',
        ]);
        expect(result.stdout, context)
          .to.match(/^vop-conformance: warning: every submission got 404 .*check VOP_SUBMISSION_PATH/m)
          .and.match(/^FAILED: 1 rule failed \(org-check-200\)/m);
      } finally {
        await broken.close();
      }
    });
  });

  describe('against a broken token endpoint', () => {
    let server: ScriptedServer | undefined;
    afterEach(() => server?.close());

    /** Serves `token` at the token path and records every other request (404). */
    async function serve(
      token: (res: ServerResponse, req: IncomingMessage) => void,
    ): Promise<ScriptedServer> {
      server = await startScriptedServer((req, res) => {
        if (req.url === PATHS.token) token(res, req);
        else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
      });
      return server;
    }

    const json = (status: number, body: string) => (res: ServerResponse) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);

    for (const [name, answer, says] of [
      ['JSON cut short', json(200, '{"access_token":"abcdefghijklmnop","exp'), /200 with JSON cut short/],
      [
        'an HTML page with 200',
        (res: ServerResponse) =>
          res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>login</html>'),
        /200 with a body that is not JSON \(text\/html\)/,
      ],
      ['500', json(500, '{"error":"upstream down"}'), /broken: 500 from POST/],
      ['a reset', (_res: ServerResponse, req: IncomingMessage) => req.socket.destroy(), /no usable answer/],
    ] as const) {
      it(`exits 2 naming VOP_BASE_URL for ${name}, with a report`, async () => {
        const target = await serve(answer);
        const result = await run(urlEnv(target.baseUrl));
        expectStoppedAtToken(result, 2, name !== 'a reset');
        expect(result.stderr).to.match(says).and.to.include('check VOP_BASE_URL');
      });
    }

    for (const [name, answer, says] of [
      [
        'a 200 without access_token',
        json(200, '{"expires_in":60}'),
        /200 with a JSON body without an access_token/,
      ],
      [
        'a 201 with a token',
        json(201, '{"access_token":"abcdefghijklmnop","expires_in":3600}'),
        /answered 201 with a token, where A1 documents 200/,
      ],
    ] as const) {
      it(`fails ${ISSUED} once, exit 1, for ${name}, the message not about configuration`, async () => {
        const target = await serve(answer);
        const result = await run(urlEnv(target.baseUrl));
        expectStoppedAtToken(result, 1);
        expect(result.stdout + result.stderr)
          .to.match(says)
          .and.not.include('check VOP_');
      });
    }

    it('exits 2 naming VOP_TOKEN_PATH and where its value came from when the token path answers 404', async () => {
      const target = await serve(json(200, '{}'));
      const result = await run({ ...urlEnv(target.baseUrl), VOP_TOKEN_PATH: '/oauth2/token' });
      expectStoppedAtToken(result, 2);
      expect(result.stderr).to.include(
        'every token request got 404 (POST ' +
          `${target.baseUrl}/oauth2/token): check VOP_TOKEN_PATH ("/oauth2/token" from VOP_TOKEN_PATH)`,
      );
    });

    it('names VOP_AUTH_URL when the token address is a separate one', async () => {
      const target = await serve(json(503, 'unavailable'));
      const result = await run({ ...urlEnv('http://127.0.0.1:9'), VOP_AUTH_URL: target.baseUrl });
      expectStoppedAtToken(result, 2);
      expect(result.stderr).to.include('check VOP_AUTH_URL');
    });

    for (const [name, token] of [
      ['a control character', 'abcdefgh\u0001ijklmnop'],
      ['a space', 'abcdefgh ijklmnop'],
      ['a non-ASCII character', 'abcdefgh\u00e9ijklmnop'],
    ] as const) {
      it(`fails ${ISSUED} once, exit 1, for an access_token with ${name}, and sends nothing with it`, async () => {
        const target = await serve(json(200, JSON.stringify({ access_token: token, expires_in: 3600 })));
        const result = await run(urlEnv(target.baseUrl));
        expectStoppedAtToken(result, 1);
        expect(result.rules.find((r) => r.id === ISSUED)?.details[0]).to.include('b64token');
        expect(result.stdout + result.stderr).to.not.match(/undici|UND_ERR|Invalid header|InvalidArgument/i);
        expect(target.requests.map((r) => r.url)).to.deep.equal([PATHS.token]);
        // The token is a secret even when unusable: redacted in every form, JSON-escaped included.
        expect(result.stdout + result.stderr + JSON.stringify(result.rules)).to.not.include('ijklmnop');
      });
    }

    it('fails the rule for an access_token of bytes that are not UTF-8', async () => {
      const target = await serve((res) => {
        const body = Buffer.concat([
          Buffer.from('{"access_token":"abcdefgh'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('ijkl","expires_in":3600}'),
        ]);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
      });
      const result = await run(urlEnv(target.baseUrl));
      expectStoppedAtToken(result, 1);
      expect(result.rules.find((r) => r.id === ISSUED)?.details[0]).to.include('not UTF-8');
    });
  });
});
