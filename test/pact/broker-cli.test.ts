import { accessSync, chmodSync, constants, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { BrokerError } from '../../src/errors.ts';
import { redactor } from '../../src/output/redactor.ts';
import { outputLines, problemLine, recordRelease } from '../../src/pact/broker-cli.ts';
import { brokerCliEnvironment, DEFAULT_BROKER_HTTP_RETRIES } from '../../src/pact/broker-config.ts';
import { ciBranch, ciBuildUrl, ciCommit } from '../../src/pact/ci-info.ts';
import { pactCliPath, runPactCli } from '../../src/pact/pact-cli.ts';
import { tempDir } from '../helpers/run-cli.ts';

/** An executable shell script standing in for the Pact CLI binary (it ignores `broker` and prints what `body` says). */
function fakeBinary(body: string): string {
  const path = join(tempDir('vopc-fake-pact-'), 'pact');
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** The environment of a fake binary: enough to find head, tr and sleep. */
const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('pact: the Pact CLI binary, run bounded', () => {
  it('is found through @pact-foundation/pact-cli and its platform package, and is executable', () => {
    const binary = pactCliPath();
    expect(binary).to.match(
      /@pact-foundation[\\/]pact-cli-[a-z]+-[a-z0-9]+[\\/]standalone[\\/]pact(\.exe)?$/,
    );
    expect(() => accessSync(binary, constants.X_OK)).to.not.throw();
  });

  it('is an error of one line when the package is not installed where the tool looks', () => {
    const from = pathToFileURL(join(tempDir('vopc-no-pact-'), 'here.js')).href;
    expect(() => pactCliPath(from))
      .to.throw(
        BrokerError,
        /^the Pact CLI is not installed: @pact-foundation\/pact-cli-.+ was not found; run npm ci$/,
      )
      .with.property('message')
      .that.does.not.include('\n');
  });

  it('is an error when the binary cannot be started', async () => {
    const error = await rejection(
      runPactCli({ binary: join(tempDir(), 'no-such-pact'), args: ['publish'], env: ENV, timeoutMs: 10_000 }),
    );
    expect(error).to.be.instanceOf(BrokerError);
    expect(error.message).to.include('the Pact CLI could not be started');
  });

  it('returns what it printed redacted, without colour sequences, with its exit code', async () => {
    redactor.add('printed-secret-4711');
    const binary = fakeBinary(
      `printf '\\033[31m❌ failed with printed-secret-4711\\033[0m\\n'; echo "on stderr" >&2; exit 1`,
    );
    const result = await runPactCli({ binary, args: ['publish'], env: ENV, timeoutMs: 10_000 });
    expect(result.exitCode).to.equal(1);
    expect(result.stdout).to.equal('❌ failed with <redacted>\n');
    expect(result.stderr).to.equal('on stderr\n');
    expect(problemLine(result)).to.equal('failed with <redacted>');
  });

  it('keeps at most the output cap of each stream and says it cut', async () => {
    const binary = fakeBinary(`head -c 300000 /dev/zero | tr '\\0' 'x'`);
    const result = await runPactCli({
      binary,
      args: ['publish'],
      env: ENV,
      timeoutMs: 10_000,
      outputCapBytes: 1000,
    });
    expect(result.exitCode).to.equal(0);
    expect(result.stdout).to.have.length(1000);
    expect(result.truncated).to.equal(true);
  });

  it('kills a run still going at the time limit and says the broker did not answer', async () => {
    const binary = fakeBinary('exec sleep 60');
    const error = await rejection(runPactCli({ binary, args: ['can-i-deploy'], env: ENV, timeoutMs: 300 }));
    expect(error).to.be.instanceOf(BrokerError);
    expect(error.message).to.match(
      /^the Pact Broker did not answer within 0\.3 s \(pact broker can-i-deploy was stopped/,
    );
  });

  it('hands credentials over in the environment, never in the arguments', async () => {
    const token = 'token-never-in-argv-0815';
    const binary = fakeBinary(
      'echo "args: $*"; echo "token: ${PACT_BROKER_TOKEN:-none}"; echo "base: $PACT_BROKER_BASE_URL"',
    );
    const printed = await recordRelease(
      {
        binary,
        config: { baseUrl: 'http://127.0.0.1:9', credentials: { kind: 'token', token } },
        env: { PACT_BROKER_TOKEN: 'a-stale-one', PACT_BROKER_USERNAME: 'stale-user', PATH: process.env.PATH },
        timeoutMs: 10_000,
      },
      { pacticipant: 'payee-verification-client', version: '1.2.3', environment: 'production' },
    );
    expect(printed).to.deep.equal([
      'args: broker record-release --pacticipant payee-verification-client --version 1.2.3 --environment production',
      `token: ${token}`,
      'base: http://127.0.0.1:9',
    ]);
  });

  it("gives the CLI the configuration's broker variables, none of the tool's own, and a short retry budget unless one is set", () => {
    const parent = {
      PACT_BROKER_TOKEN: 'stale',
      PACT_BROKER_PASSWORD: 'stale',
      VOP_API_SECRET: 'target-secret',
      GITHUB_SHA: 'abc',
      HOME: '/home/ci',
    };
    const basic = brokerCliEnvironment(
      {
        baseUrl: 'https://broker.example',
        credentials: { kind: 'basic', username: 'ci', password: 'pw-1234' },
      },
      parent,
    );
    expect(basic).to.deep.include({
      PACT_BROKER_BASE_URL: 'https://broker.example',
      PACT_BROKER_USERNAME: 'ci',
      PACT_BROKER_PASSWORD: 'pw-1234',
      PACT_BROKER_HTTP_RETRIES: String(DEFAULT_BROKER_HTTP_RETRIES),
      GITHUB_SHA: 'abc',
      HOME: '/home/ci',
    });
    expect(basic).to.not.have.any.keys('PACT_BROKER_TOKEN', 'VOP_API_SECRET');
    const none = brokerCliEnvironment(
      { baseUrl: 'https://broker.example', credentials: { kind: 'none' } },
      { ...parent, PACT_BROKER_HTTP_RETRIES: '8' },
    );
    expect(none).to.not.have.any.keys('PACT_BROKER_TOKEN', 'PACT_BROKER_USERNAME', 'PACT_BROKER_PASSWORD');
    expect(none.PACT_BROKER_HTTP_RETRIES).to.equal('8');
  });

  it("names the CLI's first problem line, else its first line", () => {
    const result = (stdout: string, stderr = '') => ({ exitCode: 1, stdout, stderr, truncated: false });
    expect(
      problemLine(result('📨 Attempting to publish\n❌ ❌ Environment staging does not exist\n')),
    ).to.equal('Environment staging does not exist');
    expect(problemLine(result('', "error: unexpected argument '--x' found\n\nUsage: pact broker"))).to.equal(
      "error: unexpected argument '--x' found",
    );
    expect(problemLine(result(''))).to.equal('it ended with exit code 1 and printed nothing');
    expect(outputLines(' a \n\n b\r\n')).to.deep.equal(['a', 'b']);
  });
});

describe('pact: branch, build URL and commit of a CI build', () => {
  it('reads GitHub Actions: the pull request branch first, the run as build URL', () => {
    const github = {
      GITHUB_SHA: 'f00d',
      GITHUB_REF: 'refs/pull/12/merge',
      GITHUB_HEAD_REF: 'feature/x',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'bank/vop',
      GITHUB_RUN_ID: '99',
    };
    expect(ciBranch(github)).to.equal('feature/x');
    expect(ciBranch({ ...github, GITHUB_HEAD_REF: '', GITHUB_REF: 'refs/heads/main' })).to.equal('main');
    expect(ciBranch({ ...github, GITHUB_HEAD_REF: '', GITHUB_REF: 'refs/tags/v1.0.0' })).to.equal(undefined);
    expect(ciBuildUrl(github)).to.equal('https://github.com/bank/vop/actions/runs/99');
    expect(ciCommit(github)).to.equal('f00d');
  });

  it('reads GitLab and Jenkins', () => {
    const gitlab = {
      CI_COMMIT_BRANCH: 'main',
      CI_JOB_URL: 'https://gitlab.example/j/1',
      CI_COMMIT_SHA: 'beef',
    };
    expect([ciBranch(gitlab), ciBuildUrl(gitlab), ciCommit(gitlab)]).to.deep.equal([
      'main',
      'https://gitlab.example/j/1',
      'beef',
    ]);
    const jenkins = {
      GIT_BRANCH: 'origin/release',
      BUILD_URL: 'https://jenkins.example/job/7/',
      GIT_COMMIT: 'cafe',
    };
    expect([ciBranch(jenkins), ciBuildUrl(jenkins), ciCommit(jenkins)]).to.deep.equal([
      'release',
      'https://jenkins.example/job/7/',
      'cafe',
    ]);
  });

  it('finds nothing outside CI', () => {
    const local = { HOME: '/home/dev', PATH: '/usr/bin' };
    expect([ciBranch(local), ciBuildUrl(local), ciCommit(local)]).to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
