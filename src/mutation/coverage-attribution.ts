/**
 * Who covered what, under Stryker's per-test coverage (`coverageAnalysis: "perTest"`). The code
 * Stryker instruments counts each mutant it reaches under `__stryker__.currentTestId`, which the
 * mocha runner sets before each test of the initial (dry) run and never clears: code run by a hook
 * or between tests would count for the test that ran before it, or as static when no test has
 * run yet. The work the suites share (opening a choice set's session, a describe's `before` hook)
 * is counted instead under an id of its own (`attributed`), then handed to the tests that
 * depend on it (`shareCoverage`), so that a mutant of that code runs with those tests.
 *
 * Outside Stryker (no `__stryker__` global) both do nothing but run the work.
 */

/** Hits per mutant id. */
type Hits = Record<string, number>;

/** The part of Stryker's global namespace this reads (INSTRUMENTER_CONSTANTS of @stryker-mutator/api). */
export interface StrykerNamespace {
  currentTestId?: string | undefined;
  mutantCoverage?: { static: Hits; perTest: Record<string, Hits> } | undefined;
}

/** Stryker's namespace in this process, when the code runs under Stryker. */
export function strykerNamespace(): StrykerNamespace | undefined {
  return (globalThis as { __stryker__?: StrykerNamespace }).__stryker__;
}

/**
 * Runs `work` with the code it reaches counted under `id` (not a test's id), then puts the
 * current test id back. Mocha runs one hook at a time, so nothing else counts meanwhile.
 */
export async function attributed<T>(
  id: string,
  work: () => Promise<T> | T,
  ns: StrykerNamespace | undefined = strykerNamespace(),
): Promise<T> {
  if (!ns) return work();
  const previous = ns.currentTestId;
  ns.currentTestId = id;
  try {
    return await work();
  } finally {
    ns.currentTestId = previous;
  }
}

/** Which of the mutants counted under a shared id `shareCoverage` hands on. */
export type Sharing =
  /** All of them. */
  | 'all'
  /** Only those no test of `testIds` reached itself (a test that did judges the mutant). */
  | 'unreached';

/**
 * Adds what was counted under `id` to each test of `testIds` (`sharing` says which mutants) and
 * forgets `id` (Stryker would warn of coverage under an id that is no test). Ids under which
 * nothing was counted are left alone.
 */
export function shareCoverage(
  id: string,
  testIds: readonly string[],
  sharing: Sharing = 'all',
  ns: StrykerNamespace | undefined = strykerNamespace(),
): void {
  const perTest = ns?.mutantCoverage?.perTest;
  const shared = perTest?.[id];
  if (!perTest || !shared) return;
  const reached = new Set(sharing === 'all' ? [] : testIds.flatMap((t) => Object.keys(perTest[t] ?? {})));
  const handed = Object.entries(shared).filter(([mutantId]) => !reached.has(mutantId));
  for (const testId of testIds) {
    const hits = (perTest[testId] ??= {});
    for (const [mutantId, count] of handed) hits[mutantId] = (hits[mutantId] ?? 0) + count;
  }
  Reflect.deleteProperty(perTest, id);
}

/**
 * Forgets what was counted under the ids of tests that did not pass or fail (skipped, pending):
 * Stryker keeps coverage only of the tests its reporter saw end, and warns of the others.
 */
export function forgetCoverage(
  testIds: readonly string[],
  ns: StrykerNamespace | undefined = strykerNamespace(),
): void {
  const perTest = ns?.mutantCoverage?.perTest;
  if (!perTest) return;
  for (const testId of testIds) Reflect.deleteProperty(perTest, testId);
}
