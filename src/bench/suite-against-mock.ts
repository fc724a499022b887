import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '../mock/options.ts';
import { startMock } from '../mock/server.ts';
import type { AutoRateFacts } from '../report/traffic-facts.ts';

const BIN = fileURLToPath(new URL('../../bin/vop-conformance.mjs', import.meta.url));
/** Longest one run of the suite may take, ms: a hung run fails the row, never the bench. */
const RUN_TIMEOUT_MS = 5 * 60_000;

/** What one run of the whole suite against a rate-limited mock showed. */
export interface RateLimitedRun {
  /** Requests the suite sent, and over how long (first to last exchange), ms. */
  readonly requests: number;
  readonly spanMs: number;
  /** 429s the mock answered. */
  readonly tooManyRequests: number;
  /** Rules passed and in all. */
  readonly passed: number;
  readonly rules: number;
  /** Where `--rate auto` settled, when the run used it. */
  readonly autoRate: AutoRateFacts | undefined;
}

/**
 * Runs the whole suite (`vop-conformance run`, a child process, `rate` as `--rate`) against the
 * mock on port 0 as a URL target whose limit is `limitPerSecond` requests over any one-second
 * window (A6), and reads the run's facts from its sign-off and rules.json.
 * @throws Error when the run exits 2, passes no rule, or outlives 5 minutes.
 */
export async function suiteAgainstRateLimit(limitPerSecond: number, rate: string): Promise<RateLimitedRun> {
  const mock = await startMock({ rateLimitPerSecond: limitPerSecond });
  const reports = mkdtempSync(join(tmpdir(), 'vopc-bench-rate-'));
  try {
    const env = {
      ...process.env,
      FORCE_COLOR: '0',
      VOP_BASE_URL: mock.baseUrl,
      VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
      VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
    };
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, 'run', '--rate', rate, '--report-dir', reports], {
        env,
        stdio: 'ignore',
        timeout: RUN_TIMEOUT_MS,
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0 && code !== 1) throw new Error(`the run exited ${String(code)}`);
    const run = readdirSync(reports).find((name) => /^\d{4}-/.test(name));
    if (!run) throw new Error('the run wrote no report');
    const signoff = readFileSync(join(reports, run, 'signoff.md'), 'utf8');
    const fact = /Rate: (\d+) requests in ([\d.]+) s/.exec(signoff);
    const file = JSON.parse(readFileSync(join(reports, run, 'rules.json'), 'utf8')) as {
      rules: Array<{ status: string }>;
      autoRate?: AutoRateFacts;
    };
    return {
      requests: Number(fact?.[1] ?? 0),
      spanMs: Number(fact?.[2] ?? 0) * 1000,
      tooManyRequests: mock.stats.tooManyRequests,
      passed: file.rules.filter((r) => r.status === 'passed').length,
      rules: file.rules.length,
      autoRate: file.autoRate,
    };
  } finally {
    rmSync(reports, { recursive: true, force: true });
    await mock.close();
  }
}
