import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import {
  HOSTILE_BEHAVIOURS,
  type HostileBehaviour,
  type HostilePhase,
  startHostileTarget,
} from '../helpers/hostile-target.ts';
import { type BoundedCliResult, runCliWithin, tempDir } from '../helpers/run-cli.ts';

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
