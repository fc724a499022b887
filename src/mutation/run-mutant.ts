/**
 * The command Stryker's command test runner runs for every mutant of the mock (stryker.config.mjs):
 * `node --import tsx src/mutation/run-mutant.ts --outcomes <dir> [--choice-sets a,b]`, in
 * Stryker's sandbox, with `__STRYKER_ACTIVE_MUTANT__` naming the active mutant (absent for the
 * initial run).
 *
 * It runs the whole suite against the embedded mock with short options (RUN_FLAGS) in a child
 * process, its report in a temporary folder deleted afterwards, once per choice set of the mock
 * (`mutantChoiceSets`: together they take every alternative of every choice, so code that only
 * another alternative reaches is tested too; `--choice-sets first,alternative-2` runs only
 * those), stopping at the first run that does not pass cleanly. It exits 1 (killed) when a run failed a
 * rule or could not test (exit 2: recorded as an error), 0 (survived) when every run passed or a
 * run hit its deadline without a failed rule (`mutantOutcome`). It writes the mutant's outcome to
 * `<dir>/<mutant id>.json`; the initial run first empties `<dir>` of the previous Stryker run's
 * outcomes and writes `dry-run.json`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MutantChoiceSet, choiceSetFlags, mutantChoiceSets } from './mutant-choice-sets.ts';
import {
  type RunResult,
  type SuiteRun,
  judgeRun,
  mutantOutcome,
  outcomeLine,
  passedCleanly,
} from './mutant-outcome.ts';

/** The run's overall deadline, s: keep it well under Stryker's timeout (timeoutMS in stryker.config.mjs). */
const DEADLINE_S = 45;
/** The wrapper kills a run still alive this long after its deadline (a mock stuck in a loop). */
const HARD_LIMIT_MS = (DEADLINE_S + 15) * 1000;

/**
 * The options of one run: 5 generated cases per property (the values at each limit always come
 * first; the seed is the choice set's fixed one, so a mutant's verdict does not depend on the
 * draw), short waits (the embedded mock's tasks end within seconds and its tokens live 1 s), 8
 * requests in flight (the run under `lifecycle-timing=seconds-with-jitter` mostly waits for tasks:
 * 23 s instead of 29 s at the default 4).
 */
const RUN_FLAGS = [
  '--runs',
  '5',
  '--concurrency',
  '8',
  '--token-wait',
  '5',
  '--poll-timeout',
  '15',
  '--test-timeout',
  '20',
  '--deadline',
  String(DEADLINE_S),
];

const BIN = fileURLToPath(new URL('../../bin/vop-conformance.mjs', import.meta.url));
const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';

function usage(problem: string): never {
  process.stderr.write(`run-mutant: ${problem}\n`);
  process.exit(2);
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
}

/**
 * The choice sets `--choice-sets` names (comma-separated), in its order; all of them without it.
 * Not the rate-limited set: `vop-conformance run` has no flag for the embedded mock's rate limit,
 * and the mutants this runner runs (static ones, module-level code) are not on the 429 path.
 */
function choiceSets(names: string | undefined): MutantChoiceSet[] {
  const known = mutantChoiceSets().filter((set) => set.rateLimitPerSecond === 0);
  if (names === undefined) return known;
  return names.split(',').map((name) => {
    const set = known.find((s) => s.name === name);
    if (!set) usage(`unknown choice set ${name} (known: ${known.map((s) => s.name).join(', ')})`);
    return set;
  });
}

/** The environment of the run: no VOP_* variable of the caller's (the target is always the embedded mock). */
function runEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('VOP_')) env[name] = value;
  return { ...env, VOP_PROGRESS: 'off', NO_COLOR: '1' };
}

/** rules.json of the one report folder the run wrote under `reportRoot`, if any. */
function readRules(reportRoot: string): SuiteRun['rules'] {
  for (const entry of readdirSync(reportRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const json = JSON.parse(readFileSync(join(reportRoot, entry.name, 'rules.json'), 'utf8')) as {
        rules?: SuiteRun['rules'];
      };
      return json.rules;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Runs the suite once with `flags`, its report under `reportRoot`. */
function runSuite(flags: readonly string[], reportRoot: string): Promise<SuiteRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, 'run', ...RUN_FLAGS, ...flags, '--report-dir', reportRoot], {
      env: runEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    let killedAtHardLimit = false;
    const limit = setTimeout(() => {
      killedAtHardLimit = true;
      child.kill('SIGKILL');
    }, HARD_LIMIT_MS);
    child.on('close', (exitCode) => {
      clearTimeout(limit);
      done({ exitCode, rules: readRules(reportRoot), killedAtHardLimit, stderr });
    });
  });
}

/** Removes the outcome files of an earlier Stryker run (`<id>.json`, `dry-run.json`). */
function clearOutcomes(dir: string): void {
  for (const name of readdirSync(dir)) if (/^(\d+|dry-run)\.json$/.test(name)) rmSync(join(dir, name));
}

const dir = resolve(flagValue(process.argv, '--outcomes') ?? usage('--outcomes <dir> is required'));
const sets = choiceSets(flagValue(process.argv, '--choice-sets'));
const mutantId = process.env[ACTIVE_MUTANT] ?? 'dry-run';
if (!/^(\d+|dry-run)$/.test(mutantId))
  usage(`${ACTIVE_MUTANT} is not a Stryker mutant id: ${JSON.stringify(mutantId)}`);
mkdirSync(dir, { recursive: true });
if (mutantId === 'dry-run') clearOutcomes(dir);

const startedAt = new Date().toISOString();
const runs: RunResult[] = [];
for (const set of sets) {
  const reportRoot = mkdtempSync(join(tmpdir(), 'vopc-mutant-'));
  try {
    const t0 = performance.now();
    const run = await runSuite(choiceSetFlags(set), reportRoot);
    const result = judgeRun(run, set.name, Math.round(performance.now() - t0));
    runs.push(result);
    if (result.error) process.stdout.write(`${run.stderr.split('\n').slice(-20).join('\n')}\n`);
    if (!passedCleanly(result)) break;
  } finally {
    rmSync(reportRoot, { recursive: true, force: true });
  }
}
const outcome = mutantOutcome(mutantId, runs, startedAt);
writeFileSync(join(dir, `${mutantId}.json`), `${JSON.stringify(outcome, null, 2)}\n`);
process.stdout.write(`${outcomeLine(outcome)}\n`);
process.exitCode = outcome.exitCode;
