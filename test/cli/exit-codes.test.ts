import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEMO_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { isReportFolder, runCli, tempDir } from '../helpers/run-cli.ts';

const { apiKey, apiSecret } = DEMO_CREDENTIALS;

/** The one report folder of a run under `root` (beside the history file every run appends to). */
function onlyReportFolder(root: string): string {
  const [stamp, ...more] = readdirSync(root).filter(isReportFolder);
  expect(more, 'one report folder per run').to.deep.equal([]);
  return join(root, stamp ?? '');
}

/** The environment of a run against `mock` as a URL target, without a rate limit. */
function urlTargetEnv(mock: RunningMock): Record<string, string> {
  return { VOP_BASE_URL: mock.baseUrl, VOP_API_KEY: apiKey, VOP_API_SECRET: apiSecret, VOP_RATE: '0' };
}

function expectNoStackTrace(text: string): void {
  expect(text).to.not.match(/^\s+at .+:\d+:\d+\)?$/m);
}

/** `text` with JSON-escaped line ends (report.json, the data of report.html) made real, so frames show as lines. */
function unescapedLines(text: string): string {
  return text.replaceAll('\\n', '\n');
}

describe('cli: vop-conformance run exit codes', () => {
  it('exits 0 against the embedded mock and writes HTML, JSON, JUnit and per-rule reports without secrets', async () => {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports]);
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(result.stdout).to.match(/Rules: \d+ — \d+ passed, 0 failed/);
    const folder = onlyReportFolder(reports);
    expect(readdirSync(folder).sort()).to.deep.equal([
      'index.html',
      'junit.xml',
      'observed-choices.json',
      'report.html',
      'report.json',
      'requests',
      'rules.json',
      'signoff.md',
    ]);
    const rules = JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as {
      rules: Array<{ id: string; status: string }>;
    };
    expect(rules.rules.filter((r) => r.status !== 'passed')).to.deep.equal([]);
    const basic = Buffer.from(`${apiKey}:${apiSecret}`).toString('base64');
    // The sign-off's request bodies (requests/) too.
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
      statSync(join(folder, file)).isFile(),
    );
    expect(files.some((file) => file.startsWith('requests'))).to.equal(true);
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const secret of [apiSecret, basic])
        expect(text.includes(secret), `${file} holds a secret`).to.equal(false);
    }
  });

  describe('against a target that breaks a rule', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock({ faults: new Set(['status-taskid-uuid', 'results-unknown-task-404']) });
    });
    after(() => mock.close());

    const env = () => urlTargetEnv(mock);

    it('exits 1 and names the broken documented rule with a replay command', async () => {
      const result = await runCli(['run', '--report-dir', tempDir(), '--grep', 'taskid-uuid'], env());
      expect(result.code, result.stdout + result.stderr).to.equal(1);
      expect(result.stdout).to.match(/FAILED\s+status-taskid-uuid \(documented\)/);
      expect(result.stdout).to.include("Replay: curl -i -X GET '");
      expect(result.stdout).to.include('Bearer <redacted>');
      expect(result.stdout).to.not.include(apiSecret);
    });

    it('shows Received / Documented / Replay, seed and path, and no stack frame, on the console and in every report file', async () => {
      const reports = tempDir();
      const result = await runCli(['run', '--report-dir', reports, '--grep', 'status-taskid-uuid'], env());
      expect(result.code, result.stdout + result.stderr).to.equal(1);
      const folder = onlyReportFolder(reports);
      const files = readdirSync(folder);
      expect(files).to.include.members([
        'index.html',
        'report.html',
        'report.json',
        'junit.xml',
        'rules.json',
      ]);
      for (const [name, text] of [
        ['stdout', result.stdout],
        ['stderr', result.stderr],
        ...files.map((file) => [file, readFileSync(join(folder, file), 'utf8')]),
      ] as const) {
        expect(unescapedLines(text), `${name} holds a stack frame`).to.not.match(/^\s+at \S.*:\d+:\d+/m);
      }
      for (const text of [result.stdout, readFileSync(join(folder, 'junit.xml'), 'utf8')]) {
        expect(text)
          .to.include('Received: 404')
          .and.include('Documented: 400 FORMAT_ERROR INVALID_FIELD')
          .and.include('Replay: curl ')
          .and.include('Counterexample: ')
          .and.include('vop-conformance replay --rule status-taskid-uuid --seed ');
        expect(text).to.match(/seed \d+, path [\d:]+/);
      }
      expect(readFileSync(join(folder, 'report.json'), 'utf8')).to.include('Documented: 400 FORMAT_ERROR');
    });

    it('exits 1 on a broken assumption under enforce, 0 with a warning under --assumptions warn', async () => {
      const enforce = await runCli(
        ['run', '--report-dir', tempDir(), '--grep', 'results-unknown-task-404'],
        env(),
      );
      expect(enforce.code, enforce.stdout).to.equal(1);
      const warn = await runCli(
        ['run', '--report-dir', tempDir(), '--grep', 'results-unknown-task-404', '--assumptions', 'warn'],
        env(),
      );
      expect(warn.code, warn.stdout).to.equal(0);
      expect(warn.stdout).to.match(/WARNED\s+results-unknown-task-404 \(assumed A4\)/);
    });
  });

  describe('against a target whose error titles run to 71 characters', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock({ faults: new Set(['error-title-max-70']) });
    });
    after(() => mock.close());

    it('fails under error-title-max-70 alone, in the console and in the HTML per-rule table', async () => {
      const reports = tempDir();
      const result = await runCli(['run', '--report-dir', reports], urlTargetEnv(mock));
      expect(result.code, result.stdout).to.equal(1);
      const failed = [...result.stdout.matchAll(/^FAILED (\S+) \(/gm)].map((m) => m[1]);
      expect(failed).to.deep.equal(['error-title-max-70']);
      const page = readFileSync(join(onlyReportFolder(reports), 'index.html'), 'utf8');
      expect(page).to.match(
        /<tr class="rule failed" data-status="failed"[^>]*>\s*<td><span[^>]*>failed<\/span><\/td>\s*<td><code>error-title-max-70<\/code>/,
      );
    });
  });

  describe('against a correct URL target', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock();
    });
    after(() => mock.close());

    const env = () => urlTargetEnv(mock);

    it('skips the FAILED and TIMED_OUT state rules naming the variable to set, and runs them on the tasks VOP_TASK_ID_* give (A9)', async () => {
      const args = ['run', '--report-dir', tempDir(), '--grep', 'detail-when'];
      const withoutTaskIds = await runCli(args, env());
      // Every rule the selection names was skipped: nothing was judged, so never exit 0.
      expect(withoutTaskIds.code, withoutTaskIds.stdout).to.equal(2);
      expect(withoutTaskIds.stdout).to.match(/SKIPPED\s+status-detail-when-failed .* set VOP_TASK_ID_FAILED/);
      expect(withoutTaskIds.stderr).to.include('was skipped, nothing was judged');
      const withTaskIds = await runCli(args, {
        ...env(),
        VOP_TASK_ID_FAILED: mock.providerStateTaskIds.FAILED,
        VOP_TASK_ID_TIMED_OUT: mock.providerStateTaskIds.TIMED_OUT,
      });
      expect(withTaskIds.code, withTaskIds.stdout).to.equal(0);
      expect(withTaskIds.stdout.match(/^ +✔ /gm), 'two tests passed').to.have.length(2);
      expect(withTaskIds.stdout).to.not.include('SKIPPED');
    });

    it('fails the rule of a state whose configured task shows another final state, naming the key first', async () => {
      const args = ['run', '--report-dir', tempDir(), '--grep', 'Task states'];
      const result = await runCli(args, {
        ...env(),
        VOP_TASK_ID_FAILED: mock.providerStateTaskIds.FAILED,
        // A FAILED task configured as TIMED_OUT: two final states cannot both be true.
        VOP_TASK_ID_TIMED_OUT: mock.providerStateTaskIds.FAILED,
      });
      expect(result.code, result.stdout).to.equal(1);
      expect(result.stdout).to.match(
        /\nFAILED status-detail-when-timed-out \(documented\): .*\n {4}Received: VOP_TASK_ID_TIMED_OUT names task \S+, which reports FAILED/,
      );
      // The other rules that depend on that task are not judged, naming the rule that failed first.
      expect(result.stdout).to.match(
        /not judged: status-detail-when-timed-out broke first \(VOP_TASK_ID_TIMED_OUT/,
      );
    });
  });

  it('exits 2 with one clear message for a malformed URL', async () => {
    const result = await runCli(['run'], {
      VOP_BASE_URL: 'http//nope',
      VOP_API_KEY: 'k',
      VOP_API_SECRET: 'top-secret-value',
    });
    expect(result.code).to.equal(2);
    expect(result.stderr).to.include('VOP_BASE_URL is not a valid URL');
    expect(result.stderr).to.not.include('top-secret-value');
    expectNoStackTrace(result.stderr);
  });

  it('exits 2 naming a missing secret', async () => {
    const result = await runCli(['run'], { VOP_BASE_URL: 'http://127.0.0.1:9', VOP_API_KEY: 'k' });
    expect(result.code).to.equal(2);
    expect(result.stderr).to.include('VOP_API_SECRET is missing');
    expectNoStackTrace(result.stderr);
  });

  it('exits 2 when the target cannot be reached', async () => {
    const result = await runCli(['run', '--report-dir', tempDir()], {
      VOP_BASE_URL: 'http://127.0.0.1:9',
      VOP_API_KEY: 'k',
      VOP_API_SECRET: 'top-secret-value',
    });
    expect(result.code).to.equal(2);
    expect(result.stderr).to.include('cannot reach the target');
    expectNoStackTrace(result.stderr);
  });

  it('exits 2 for an unknown assumptions mode and for an unknown option', async () => {
    const mode = await runCli(['run', '--assumptions', 'sometimes']);
    expect(mode.code).to.equal(2);
    expect(mode.stderr).to.include(
      "option '--assumptions <mode>' argument 'sometimes' is invalid. Allowed choices are enforce, warn, off.",
    );
    expectNoStackTrace(mode.stderr);
    const unknown = await runCli(['run', '--no-such-flag']);
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.include("vop-conformance: error: unknown option '--no-such-flag'");
    expectNoStackTrace(unknown.stderr);
  });

  it('exits 2 when --grep matches no test, in one line, and writes no report folder: a run that judged nothing is never green', async () => {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports, '--grep', 'no-such-rule-anywhere']);
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr.trim()).to.equal(
      'vop-conformance: error: no test matches --grep "no-such-rule-anywhere": nothing was tested, no report written',
    );
    expect(readdirSync(reports), 'the report root').to.deep.equal([]);
  });

  it('exits 2, not 1, when tests run over --test-timeout: the rules are reported not judged, never failed', async () => {
    const reports = tempDir();
    // The expired-token tests wait about 3 s for the embedded mock's 2-s token to expire.
    const result = await runCli([
      'run',
      '--report-dir',
      reports,
      '--grep',
      'auth-expired-401',
      '--test-timeout',
      '1',
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.include('ran over --test-timeout (1 s) and judged nothing');
    const rules = JSON.parse(readFileSync(join(onlyReportFolder(reports), 'rules.json'), 'utf8')) as {
      rules: Array<{ id: string; status: string; details: string[] }>;
    };
    const expired = rules.rules.filter((r) => r.id.endsWith('-auth-expired-401'));
    expect(expired.map((r) => r.status)).to.not.include('failed');
    expect(expired.some((r) => r.details.some((d) => d.includes('not judged')))).to.equal(true);
  });

  it('reads VOP_* variables from a .env file in the working directory, and names .env for a bad value', async () => {
    const cwd = tempDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      join(cwd, '.env'),
      'VOP_BASE_URL=not a url\nVOP_API_KEY=k\nVOP_API_SECRET=s3cret-from-dotenv\n',
    );
    const result = await runCli(['run'], {}, cwd);
    expect(result.code).to.equal(2);
    expect(result.stderr).to.include('VOP_BASE_URL in .env is not a valid URL');
  });
});
