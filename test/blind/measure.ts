// Measures the suite on the blind faults: for each fault (or those named on the command line),
// starts the reference mock, puts the fault's proxy in front of it, runs the suite against the
// proxy with the variables the mock printed, and records the exit code and the failed rules.
// A control run (the proxy with no fault) comes first and must exit 0.
//
//   node --import tsx test/blind/measure.ts [control] [fault-id…]
//
// BLIND_RUN_ARGS adds arguments to every run (e.g. `--rate 0 --explore 0` for the suite without its
// exploration, `--rate 0 --grep exploration` for the exploration alone); BLIND_SET=2 measures the
// second set (faults-2.ts) instead of the first (faults.ts); BLIND_RESULTS names the results files
// (default `results` for the first set, `results-2` for the second: <name>.json and <name>.md).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faults as firstSet } from './faults.ts';
import { faults as secondSet } from './faults-2.ts';
import { passThrough, startProxy } from './proxy.ts';
import type { Transform } from './proxy.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const CLI = join(ROOT, 'bin', 'vop-conformance.mjs');
const BANNER_DEADLINE_MS = 30_000;
const RUN_DEADLINE_MS = 10 * 60_000;
const PARALLEL = 2;
const SET = process.env['BLIND_SET'] ?? '1';
if (SET !== '1' && SET !== '2') {
  console.error(`BLIND_SET must be 1 or 2, not ${SET}`);
  process.exit(2);
}
const faults = SET === '2' ? secondSet : firstSet;
const DEFAULT_RESULTS = SET === '2' ? 'results-2' : 'results';

interface Job {
  id: string;
  sentence: string;
  transform: Transform;
}

interface Outcome {
  id: string;
  sentence: string;
  exitCode: number | null;
  verdict: 'control' | 'detected' | 'missed' | 'error';
  failedRules: string[];
  seconds: number;
  note: string;
}

function startMock(): Promise<{ child: ChildProcess; banner: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'mock', '--port', '0', '--token-lifetime', '5'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const banner: Record<string, string> = {};
    let text = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`mock banner not complete within ${BANNER_DEADLINE_MS} ms: ${text}`));
    }, BANNER_DEADLINE_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      text += chunk;
      for (const line of text.split('\n')) {
        const m = /^(VOP_[A-Z_]+)=(.*)$/.exec(line.trim());
        if (m?.[1] !== undefined && m[2] !== undefined) banner[m[1]] = m[2];
      }
      if (/Press Ctrl\+C/.test(text) && banner['VOP_BASE_URL'] !== undefined) {
        clearTimeout(timer);
        resolve({ child, banner });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock exited (${String(code)}) before its banner: ${text}`));
    });
  });
}

function failedRulesOf(reportDir: string, consoleText: string): string[] {
  try {
    for (const entry of readdirSync(reportDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const rules = JSON.parse(readFileSync(join(reportDir, entry.name, 'rules.json'), 'utf8')) as {
        verdict?: { failedRules?: unknown[] };
        rules?: { id: string; status: string }[];
      };
      const fromVerdict = (rules.verdict?.failedRules ?? []).map((r) =>
        typeof r === 'string' ? r : String((r as { id?: unknown }).id),
      );
      if (fromVerdict.length > 0) return fromVerdict;
      return (rules.rules ?? []).filter((r) => r.status === 'failed').map((r) => r.id);
    }
  } catch {
    // fall back on the console
  }
  return [...consoleText.matchAll(/^\s*FAILED\s+(\S+)/gm)].map((m) => m[1] ?? '');
}

async function runOne(job: Job): Promise<Outcome> {
  const started = Date.now();
  const seconds = (): number => Math.round((Date.now() - started) / 1000);
  let mock: ChildProcess | undefined;
  let proxy: { url: string; close(): Promise<void> } | undefined;
  const reportDir = mkdtempSync(join(tmpdir(), `blind-${job.id}-`));
  try {
    const started2 = await startMock();
    mock = started2.child;
    const banner = started2.banner;
    const base = banner['VOP_BASE_URL'] ?? '';
    proxy = await startProxy(base, job.transform, banner);
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) {
      if (v !== undefined && !k.startsWith('VOP_')) env[k] = v;
    }
    Object.assign(env, banner);
    env['VOP_BASE_URL'] = proxy.url;
    if (banner['VOP_AUTH_URL'] !== undefined) env['VOP_AUTH_URL'] = proxy.url;
    env['VOP_PROGRESS'] = 'off';
    const extra = (process.env['BLIND_RUN_ARGS'] ?? '').split(' ').filter((a) => a !== '');
    const run = spawn(process.execPath, [CLI, 'run', '--report-dir', reportDir, ...extra], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    run.stdout.setEncoding('utf8');
    run.stderr.setEncoding('utf8');
    run.stdout.on('data', (c: string) => (out += c));
    run.stderr.on('data', (c: string) => (out += c));
    const watch = { timedOut: false };
    const timer = setTimeout(() => {
      watch.timedOut = true;
      run.kill('SIGTERM');
    }, RUN_DEADLINE_MS);
    const code = await new Promise<number | null>((resolve) => run.on('exit', (c) => resolve(c)));
    clearTimeout(timer);
    writeFileSync(join(reportDir, 'console.txt'), out);
    const failed = failedRulesOf(reportDir, out);
    const isControl = job.id === 'control';
    let verdict: Outcome['verdict'];
    if (watch.timedOut || (code !== 0 && code !== 1)) verdict = 'error';
    else if (isControl) verdict = 'control';
    else verdict = code === 1 ? 'detected' : 'missed';
    const lastLine = out.trim().split('\n').slice(-1)[0] ?? '';
    const note = watch.timedOut
      ? `timed out after ${RUN_DEADLINE_MS / 1000} s`
      : verdict === 'error'
        ? lastLine
        : '';
    return {
      id: job.id,
      sentence: job.sentence,
      exitCode: code,
      verdict,
      failedRules: failed,
      seconds: seconds(),
      note,
    };
  } catch (err) {
    return {
      id: job.id,
      sentence: job.sentence,
      exitCode: null,
      verdict: 'error',
      failedRules: [],
      seconds: seconds(),
      note: err instanceof Error ? err.message.slice(0, 300) : String(err),
    };
  } finally {
    await proxy?.close();
    if (mock !== undefined && mock.exitCode === null) mock.kill('SIGTERM');
    if (process.env['BLIND_KEEP_REPORTS'] === undefined) rmSync(reportDir, { recursive: true, force: true });
  }
}

function row(o: Outcome): string {
  const result =
    o.verdict === 'control'
      ? o.exitCode === 0
        ? 'control: passed'
        : `control FAILED: ${o.failedRules.join(', ')}`
      : o.verdict === 'detected'
        ? `detected: ${o.failedRules.join(', ')}`
        : o.verdict === 'missed'
          ? 'MISSED'
          : `error: ${o.note}`;
  const sentence = o.sentence.replace(/\|/g, '\\|');
  return `| ${o.id} | ${sentence} | ${result} | ${String(o.exitCode)} | ${o.seconds} s |`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const control: Job = { id: 'control', sentence: '(no fault: the proxy alone)', transform: passThrough };
  const all: Job[] = faults.map((f) => ({ id: f.id, sentence: f.sentence, transform: f.transform }));
  const unknown = args.filter((a) => a !== 'control' && !all.some((j) => j.id === a));
  if (unknown.length > 0) {
    console.error(`unknown fault id(s): ${unknown.join(', ')}`);
    process.exit(2);
  }
  const jobs =
    args.length === 0
      ? [control, ...all]
      : [...(args.includes('control') ? [control] : []), ...all.filter((j) => args.includes(j.id))];

  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) {
      console.error(`${new Date().toISOString()} start ${job.id}`);
      const o = await runOne(job);
      outcomes.push(o);
      console.error(`${new Date().toISOString()} ${row(o)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));

  // Merge with earlier measurements (results.json) so that partial runs add up.
  const name = process.env['BLIND_RESULTS'] ?? DEFAULT_RESULTS;
  const store = join(HERE, `${name}.json`);
  let earlier: Outcome[] = [];
  try {
    earlier = JSON.parse(readFileSync(store, 'utf8')) as Outcome[];
  } catch {
    earlier = [];
  }
  const merged = new Map<string, Outcome>(earlier.map((o) => [o.id, o]));
  for (const o of outcomes) merged.set(o.id, o);
  const order = new Map([control, ...all].map((j, i) => [j.id, i]));
  const measured = [...merged.values()].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  writeFileSync(store, JSON.stringify(measured, null, 2) + '\n');
  const unmeasured = all.filter((j) => !merged.has(j.id)).map((j) => j.id);
  const faultOutcomes = measured.filter((o) => o.id !== 'control');
  const count = (v: Outcome['verdict']): number => faultOutcomes.filter((o) => o.verdict === v).length;
  const table = [
    '| fault | sentence broken | result (failed rules) | exit | duration |',
    '| --- | --- | --- | --- | --- |',
    ...measured.map(row),
  ].join('\n');
  const summary = `${count('detected')} detected, ${count('missed')} missed, ${count('error')} error, of ${faultOutcomes.length} faults measured`;
  console.log(table);
  console.log(summary);
  const md = [
    SET === '2' ? '# Blind faults, second set: measured results' : '# Blind faults: measured results',
    '',
    `Last measured ${new Date().toISOString()} with \`${SET === '2' ? 'BLIND_SET=2 ' : ''}node --import tsx test/blind/measure.ts\`${process.env['BLIND_RUN_ARGS'] ? ` and BLIND_RUN_ARGS="${process.env['BLIND_RUN_ARGS']}"` : ''} (runs of several invocations are merged through ${name}.json).`,
    '',
    summary + '.',
    '',
    ...(unmeasured.length > 0 ? [`Not measured: ${unmeasured.join(', ')}.`, ''] : []),
    table,
    '',
  ].join('\n');
  writeFileSync(join(HERE, `${name}.md`), md);
}

await main();
