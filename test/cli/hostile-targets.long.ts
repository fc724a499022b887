import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { TUNNEL_ATTEMPT_LIMIT } from '../../src/client/tunnel-guard.ts';
import {
  HOSTILE_BEHAVIOURS,
  type HostileBehaviour,
  type HostilePhase,
  startHostileTarget,
} from '../helpers/hostile-target.ts';
import {
  type MisbehavingProxy,
  PROXY_MISBEHAVIOURS,
  type ProxyMisbehaviour,
  startMisbehavingProxy,
} from '../helpers/misbehaving-proxy.ts';
import { BIN, type BoundedCliResult, runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** The bound a hostile target must not stretch a run past: with default settings every hostile target ends within 4 minutes. */
const BOUND_MS = 4 * 60_000;
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** How a run ended, with its report folder (undefined when none was written). */
interface Outcome extends BoundedCliResult {
  readonly reportFolder: string | undefined;
}

/** Breaks HTTP itself: the breaker opens (after token) or no token can be had (before). */
const TRANSPORT_KIND: Partial<Record<HostileBehaviour, string>> = {
  'never answers': 'timeout',
  resets: 'reset',
  'not HTTP': 'malformed',
  'endless body': 'oversize',
  '1 byte/s': 'timeout',
};

/**
 * Transport trouble: no answer, resets, a body that stalls. Its rules are not
 * judged (never failed) and, the breaker open, the run cannot judge the target: exit 2 naming its
 * reachability. An answer that is not HTTP, or floods, was received: its rules fail (exit 1).
 */
const TROUBLE: ReadonlySet<HostileBehaviour> = new Set(['never answers', 'resets', '1 byte/s']);

/**
 * Exit code each case must end with: 2 before a token, since no token can be had, and after one
 * for transport trouble; else 1 after a token (rules failed); and an access_token of invalid
 * UTF-8 is a token that breaks token-client-credentials-issued (not a b64token, RFC 6750): a
 * failure, exit 1.
 */
function expectedExit(behaviour: HostileBehaviour, phase: HostilePhase): number {
  if (behaviour === 'invalid UTF-8') return 1;
  if (phase === 'before token' || TROUBLE.has(behaviour)) return 2;
  return 1;
}

function rulesOf(folder: string): Array<{ id: string; status: string; reason?: string; details: string[] }> {
  const report = JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as {
    rules: Array<{ id: string; status: string; reason?: string; details: string[] }>;
  };
  return report.rules;
}

async function runAgainst(behaviour: HostileBehaviour, phase: HostilePhase): Promise<Outcome> {
  const target = await startHostileTarget(behaviour, phase);
  const reports = tempDir();
  const env = { VOP_BASE_URL: target.baseUrl, VOP_API_KEY: target.apiKey, VOP_API_SECRET: target.apiSecret };
  try {
    const result = await runCliWithin(['run', '--report-dir', reports], { ...env, VOP_RATE: '0' }, BOUND_MS);
    const [stamp] = readdirSync(reports);
    return { ...result, reportFolder: stamp === undefined ? undefined : join(reports, stamp) };
  } finally {
    await target.close();
  }
}

/** A run against the embedded mock (which would pass) with a 2-second deadline. */
async function runDeadlineCase(): Promise<Outcome> {
  const reports = tempDir();
  const result = await runCliWithin(['run', '--report-dir', reports], { VOP_DEADLINE: '2' }, BOUND_MS);
  const [stamp] = readdirSync(reports);
  return { ...result, reportFolder: stamp === undefined ? undefined : join(reports, stamp) };
}

function failedRules(folder: string): Array<{ id: string; details: string[] }> {
  return rulesOf(folder).filter((rule) => rule.status === 'failed');
}

describe('cli: hostile targets and the run deadline end the run in bounded time, with the right exit code', function () {
  // Every case runs at once (they mostly wait); each `it` awaits its own run.
  this.timeout(BOUND_MS + 30_000);
  const outcomes = new Map<string, Promise<Outcome>>();
  const key = (behaviour: HostileBehaviour, phase: HostilePhase) => `${behaviour} / ${phase}`;
  let deadlineRun: Promise<Outcome>;
  before(() => {
    deadlineRun = runDeadlineCase();
    deadlineRun.catch(() => undefined);
    for (const phase of ['before token', 'after token'] as const)
      for (const behaviour of HOSTILE_BEHAVIOURS) {
        const run = runAgainst(behaviour, phase);
        run.catch(() => undefined); // awaited (and reported) by the case itself
        outcomes.set(key(behaviour, phase), run);
      }
  });

  for (const phase of ['before token', 'after token'] as const) {
    for (const behaviour of HOSTILE_BEHAVIOURS) {
      const exit = expectedExit(behaviour, phase);
      const kind = TRANSPORT_KIND[behaviour];
      it(`${behaviour}, ${phase}: exit ${exit} within 4 minutes, no stack trace`, async () => {
        const outcome = await (outcomes.get(key(behaviour, phase)) as Promise<Outcome>);
        const output = outcome.stdout + outcome.stderr;
        expect(outcome.killed, `still running after ${BOUND_MS} ms:\n${output}`).to.equal(false);
        expect(outcome.code, output).to.equal(exit);
        expect(output, 'no JavaScript stack frames').to.not.match(STACK_FRAME);
        if (phase === 'before token') return;
        const folder = outcome.reportFolder ?? '';
        expect(existsSync(join(folder, 'index.html')), 'index.html written').to.equal(true);
        const failed = failedRules(folder);
        if (TROUBLE.has(behaviour)) {
          expect(outcome.stdout).to.include(
            'vop-conformance: run stopped: circuit breaker open: 3 consecutive',
          );
          expect(output).to.include('transport trouble kept');
          expect(output).to.include('check that VOP_BASE_URL');
          expect(failed, 'transport trouble fails no rule').to.deep.equal([]);
          const unjudged = rulesOf(folder).filter((rule) =>
            rule.reason?.startsWith(`not judged: transport (${kind ?? ''}: `),
          );
          expect(unjudged, 'the rules whose tests met it are not judged: transport').to.not.deep.equal([]);
          return;
        }
        expect(failed, 'the rules the target broke are failed').to.not.deep.equal([]);
        if (kind) {
          expect(outcome.stdout).to.include(
            'vop-conformance: run stopped: circuit breaker open: 3 consecutive',
          );
          expect(failed.some((rule) => rule.details.some((d) => d.includes(`${kind}: `)))).to.equal(true);
        } else {
          expect(outcome.stdout, 'a readable answer is judged, not a transport error').to.not.include(
            'circuit breaker',
          );
        }
      });
    }
  }

  it('the run deadline passes (VOP_DEADLINE=2, embedded mock): reports written, rules not run are not tested, exit 1', async () => {
    const outcome = await deadlineRun;
    const output = outcome.stdout + outcome.stderr;
    expect(outcome.killed, output).to.equal(false);
    expect(outcome.code, output).to.equal(1);
    expect(outcome.stdout).to.include('vop-conformance: run stopped: the run deadline of 2 s passed');
    const folder = outcome.reportFolder ?? '';
    expect(readdirSync(folder)).to.include.members(['index.html', 'rules.json', 'report.html']);
    const report = JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as {
      rules: Array<{ status: string }>;
    };
    expect(report.rules.filter((rule) => rule.status === 'not tested')).to.not.deep.equal([]);
    expect(output).to.not.match(STACK_FRAME);
  });
});

/** A run through a misbehaving proxy must end within a minute (it once spun for hours: nodejs/undici#3897). */
const PROXY_BOUND_MS = 60_000;
/**
 * CONNECTs a misbehaving proxy may see in one run: the tunnel guard's limit of consecutive
 * failures to the target (3, TUNNEL_ATTEMPT_LIMIT, the first token request with its 2 retries),
 * plus the TLS alert probe's own tunnel and one to spare; a loop makes tens of thousands.
 */
const CONNECT_BOUND = TUNNEL_ATTEMPT_LIMIT + 2;
/** Nothing listens there: the proxies never reach it anyway. */
const PROXIED_TARGET = 'https://127.0.0.1:9';
/** When the signal is sent into a run through the silent proxy, and how soon the run must end after it, ms. */
const SIGNAL_AFTER_MS = 5_000;
const STOP_WITHIN_MS = 2_000;

const proxiedEnv = (proxy: MisbehavingProxy) => ({
  HTTPS_PROXY: proxy.url,
  VOP_BASE_URL: PROXIED_TARGET,
  VOP_API_KEY: 'qa-key',
  VOP_API_SECRET: 'qa-secret',
});

/** A run through `proxy` that gets SIGTERM `SIGNAL_AFTER_MS` in: its exit code, output, how long after the signal it ended (ms), its report folder. */
function runSignalled(
  proxy: MisbehavingProxy,
  reports: string,
): Promise<{ code: number | null; output: string; afterSignalMs: number; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'run', '--report-dir', reports], {
      cwd: tempDir(),
      env: { PATH: process.env.PATH ?? '', ...proxiedEnv(proxy) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let signalledAt = Number.NaN;
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const signal = setTimeout(() => {
      signalledAt = Date.now();
      child.kill('SIGTERM');
    }, SIGNAL_AFTER_MS);
    const limit = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, PROXY_BOUND_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(signal);
      clearTimeout(limit);
      resolve({ code, output, afterSignalMs: Date.now() - signalledAt, killed });
    });
  });
}

describe('cli: a forward proxy that misbehaves on CONNECT ends the run in bounded time, exit 2, naming the proxy and the target', function () {
  this.timeout(PROXY_BOUND_MS + 30_000);
  const runs = new Map<ProxyMisbehaviour, Promise<{ outcome: BoundedCliResult; proxy: MisbehavingProxy }>>();
  before(() => {
    for (const how of PROXY_MISBEHAVIOURS) {
      const run = (async () => {
        const proxy = await startMisbehavingProxy(how);
        try {
          const outcome = await runCliWithin(
            ['run', '--report-dir', tempDir()],
            proxiedEnv(proxy),
            PROXY_BOUND_MS,
          );
          return { outcome, proxy };
        } finally {
          await proxy.close();
        }
      })();
      run.catch(() => undefined); // awaited (and reported) by the case itself
      runs.set(how, run);
    }
  });

  for (const how of PROXY_MISBEHAVIOURS) {
    it(`${how}: exit 2 within 60 s, at most ${CONNECT_BOUND} CONNECTs, one line naming the proxy and the target, no stack trace`, async () => {
      const { outcome, proxy } = await (runs.get(how) as Promise<{
        outcome: BoundedCliResult;
        proxy: MisbehavingProxy;
      }>);
      const output = outcome.stdout + outcome.stderr;
      expect(outcome.killed, `still running after ${PROXY_BOUND_MS} ms:\n${output}`).to.equal(false);
      expect(outcome.code, output).to.equal(2);
      expect(proxy.connects.length, 'CONNECTs the proxy saw').to.be.within(1, CONNECT_BOUND);
      const shown = `HTTPS_PROXY=${proxy.url}`;
      const named = output.split('\n').filter((line) => line.includes(shown) && line.includes('127.0.0.1:9'));
      expect(named, `one line naming ${shown} and the target:\n${output}`).to.have.length(1);
      expect(named[0]).to.match(/^vop-conformance: error: /);
      expect(output, 'no JavaScript stack frames').to.not.match(STACK_FRAME);
    });
  }

  it('never answers CONNECT, SIGTERM 5 s into the run: stopped within 2 s, exit 143, the report written, every rule not tested: interrupted', async () => {
    const proxy = await startMisbehavingProxy('never answers CONNECT');
    const reports = tempDir();
    try {
      const run = await runSignalled(proxy, reports);
      expect(run.killed, run.output).to.equal(false);
      expect(run.code, run.output).to.equal(143);
      expect(run.afterSignalMs, `ended ${run.afterSignalMs} ms after SIGTERM`).to.be.at.most(STOP_WITHIN_MS);
      const [stamp] = readdirSync(reports);
      const folder = join(reports, stamp ?? '');
      expect(readdirSync(folder)).to.include.members(['index.html', 'rules.json', 'junit.xml']);
      expect(rulesOf(folder).every((rule) => rule.status === 'not tested')).to.equal(true);
      expect(run.output).to.include('INTERRUPTED');
      expect(run.output).to.not.match(STACK_FRAME);
    } finally {
      await proxy.close();
    }
  });
});
