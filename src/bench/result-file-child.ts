/**
 * A child process of the result-file rows: reads the bench file of `<lines>` lines once from the
 * bench server at `<baseUrl>`, as `<mode>` says (`lifecycle`: like the bulk lifecycle suite;
 * `results`: like the results suite and the record properties), and prints one JSON line:
 * `{ "lines": <lines read>, "ms": <read time, ms>, "maxRssBytes": <peak resident set, bytes> }`.
 * Each size in its own process, so that two sizes never share a heap.
 * Usage: node --import tsx src/bench/result-file-child.ts <lifecycle|results> <baseUrl> <lines>
 */
import { readFileSync } from 'node:fs';
import { benchTarget } from './bench-target.ts';
import { readLikeLifecycle, readLikeResultsSuite } from './result-file-reads.ts';

const [mode, baseUrl = '', linesText = ''] = process.argv.slice(2);
const lines = Number(linesText);
if ((mode !== 'lifecycle' && mode !== 'results') || !baseUrl || !Number.isInteger(lines)) {
  process.stderr.write('usage: result-file-child.ts <lifecycle|results> <baseUrl> <lines>\n');
  process.exit(2);
}
const target = benchTarget(baseUrl);
const started = performance.now();
const read =
  mode === 'lifecycle'
    ? await readLikeLifecycle(target.run, lines)
    : await readLikeResultsSuite(target.run, lines);
const ms = performance.now() - started;
await target.close();
process.stdout.write(`${JSON.stringify({ lines: read, ms, maxRssBytes: peakRssBytes() })}\n`);

/**
 * This process's peak resident set, bytes: Linux's VmHWM (/proc/self/status, kB), which starts
 * afresh at exec; elsewhere getrusage's maxRSS (kB). On Linux maxRSS would carry over the
 * parent's peak at fork (the bench parent holds the whole file), hiding the child's own.
 */
function peakRssBytes(): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match?.[1]) return Number(match[1]) * 1024;
  } catch {
    // Not Linux: getrusage below.
  }
  return process.resourceUsage().maxRSS * 1024;
}
