import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEMO_CREDENTIALS, DEMO_LIMITED_CREDENTIALS } from '../../src/mock/options.ts';
import { startMock } from '../../src/mock/server.ts';
import { EMBEDDED_MOCK_OPTIONS } from '../../src/runner/run-session.ts';
import { mockTargetEnv } from '../helpers/mock-target-env.ts';
import { type CliResult, runCli, tempDir } from '../helpers/run-cli.ts';

/**
 * The mock faults that break a token rule (src/mock/faults/token.ts), each with the exit code of a run
 * against it: a token body without access_token stops the run at once, a failure of
 * token-client-credentials-issued (exit 1: the target broke a rule); the others issue tokens
 * where they should not, and the run reports the rule (exit 1).
 */
const TOKEN_FAULTS = {
  'token-client-credentials-issued': 1,
  'token-bad-credentials-401': 1,
  'token-other-grant-type-rejected': 1,
} as const;
type TokenFault = keyof typeof TOKEN_FAULTS;

/** What one run against a mock with one fault left behind. */
interface LeakRun {
  readonly fault: TokenFault;
  readonly result: CliResult;
  readonly issued: readonly string[];
  /** stdout, stderr and every file under the report folder, by name. */
  readonly outputs: ReadonlyArray<{ readonly name: string; readonly text: string }>;
}

/** `secret` as it may reach an output: plain, Base64 and URL-encoded. */
function encodings(secret: string): string[] {
  return [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)];
}

/** `<output>: <label>` for every output holding any encoding of a secret of `secrets`. */
function leaksIn(run: Pick<LeakRun, 'outputs'>, secrets: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const { name, text } of run.outputs) {
    for (const [label, secret] of Object.entries(secrets)) {
      for (const [form, value] of encodings(secret).entries())
        if (text.includes(value)) found.push(`${name}: ${label} (${['plain', 'base64', 'url'][form]})`);
    }
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs the whole suite through the CLI against a mock (2-s tokens, so tokens expire and renew) breaking `fault`. */
async function runAgainst(fault: TokenFault): Promise<LeakRun> {
  const mock = await startMock({ ...EMBEDDED_MOCK_OPTIONS, faults: new Set([fault]) });
  try {
    const reports = tempDir('vopc-leak-');
    // --har: the HAR of every exchange is a report file too, and is scanned like the others.
    const result = await runCli(['run', '--har', '--report-dir', reports], mockTargetEnv(mock));
    const files = filesUnder(reports).map((path) => ({ name: path, text: readFileSync(path, 'utf8') }));
    return {
      fault,
      result,
      issued: mock.issuedTokens(),
      outputs: [{ name: 'stdout', text: result.stdout }, { name: 'stderr', text: result.stderr }, ...files],
    };
  } finally {
    await mock.close();
  }
}

describe('cli: no secret leaks against targets that break the token rules', function () {
  this.timeout(600_000);
  let runs: LeakRun[] = [];
  before(async () => {
    runs = await Promise.all(Object.keys(TOKEN_FAULTS).map((fault) => runAgainst(fault as TokenFault)));
  });

  it('ends each run as the fault calls for, with a report, and each mock issued tokens to look for', () => {
    for (const run of runs) {
      const context = `${run.fault}: ${run.result.stdout.slice(-2000)}${run.result.stderr}`;
      expect(run.result.code, context).to.equal(TOKEN_FAULTS[run.fault]);
      expect(run.issued.length, `${run.fault}: tokens issued`).to.be.greaterThan(0);
      const reportFiles = run.outputs.filter((o) => o.name.endsWith('rules.json'));
      expect(reportFiles, `${run.fault}: rules.json written`).to.have.length(1);
    }
  });

  it('the scan finds a token in any of its three forms, so a leak cannot go unseen', () => {
    const [run] = runs;
    const token = run?.issued[0] ?? '';
    for (const form of encodings(`${token}/+=`))
      expect(
        leaksIn({ outputs: [{ name: 'planted', text: `x ${form} y` }] }, { token: `${token}/+=` }),
      ).to.have.length(1);
  });

  for (const fault of Object.keys(TOKEN_FAULTS)) {
    it(`no token the mock issued reaches stdout, stderr or a report file (${fault})`, () => {
      const run = runs.find((r) => r.fault === fault);
      expect(run, fault).to.not.equal(undefined);
      const tokens = Object.fromEntries((run?.issued ?? []).map((token, i) => [`token #${i + 1}`, token]));
      expect(leaksIn(run ?? { outputs: [] }, tokens)).to.deep.equal([]);
    });
  }

  it('neither the API secrets nor their Basic and URL-encoded forms reach any output', () => {
    const secrets: Record<string, string> = {};
    for (const [name, { apiKey, apiSecret }] of Object.entries({
      api: DEMO_CREDENTIALS,
      limited: DEMO_LIMITED_CREDENTIALS,
    })) {
      secrets[`${name} secret`] = apiSecret;
      secrets[`${name} Basic`] = Buffer.from(`${apiKey}:${apiSecret}`).toString('base64');
      secrets[`${name} key:secret`] = `${apiKey}:${apiSecret}`;
    }
    for (const run of runs) expect(leaksIn(run, secrets), run.fault).to.deep.equal([]);
  });
});
