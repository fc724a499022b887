import { pathToFileURL } from 'node:url';
import { ruleTestOf } from '../harness/rule-test.ts';
import { bindRunContext, newRunShared, type RunContext } from '../harness/run-context.ts';
import { openRunSession, type RunSession } from '../runner/run-session.ts';
import { suiteFiles } from '../runner/run-suites.ts';
import { attributed, forgetCoverage, shareCoverage } from './coverage-attribution.ts';
import type { FaultId } from '../mock/faults/index.ts';
import type { MutantChoiceSet } from './mutant-choice-sets.ts';
import { mutationRunConfig } from './mutation-run-config.ts';

/** The title of a choice set's describe, which starts the full title (Stryker's test id) of each of its tests. */
export function choiceSetTitle(set: MutantChoiceSet): string {
  return `[${set.name}]`;
}

/** Every test under `suite`, in order. */
function testsBelow(suite: Mocha.Suite): Mocha.Test[] {
  return [...suite.tests, ...suite.suites.flatMap(testsBelow)];
}

/** True when Stryker's mocha reporter saw `test` end (passed or failed): the tests whose coverage it keeps. */
function reported(test: Mocha.Test): boolean {
  return test.state === 'passed' || test.state === 'failed';
}

/**
 * Makes a test's record as a fresh run has it: no outcome, nothing found. The runner's ledger
 * listener empties the findings after each test; under Stryker nobody does, and mocha runs the
 * same tests again for every mutant in the same process.
 */
function resetRecord(test: Mocha.Test): void {
  const record = ruleTestOf(test);
  if (!record) return;
  record.outcome = undefined;
  delete record.notJudged;
  record.findings.take();
}

/**
 * Keeps, under `suite`, only the tests of rules `rules` (each test's rule as `ruleTestOf` reads
 * it); a describe left without tests is skipped by mocha, its hooks included.
 */
function keepRules(suite: Mocha.Suite, rules: readonly string[]): void {
  suite.tests = suite.tests.filter((test) => {
    const ruleId = ruleTestOf(test)?.ruleId;
    return ruleId !== undefined && rules.includes(ruleId);
  });
  for (const child of suite.suites) keepRules(child, rules);
}

/**
 * Calls `onHook` for every `before` hook declared under `root` from now on (in suites created
 * below it), until the returned function is called.
 */
function watchBeforeHooks(
  root: Mocha.Suite,
  onHook: (suite: Mocha.Suite, hook: Mocha.Hook) => void,
): () => void {
  const onSuite = (suite: Mocha.Suite): void => {
    suite.on('beforeAll', (hook: Mocha.Hook) => {
      onHook(suite, hook);
    });
    suite.on('suite', onSuite);
  };
  root.on('suite', onSuite);
  return () => root.off('suite', onSuite);
}

/**
 * Loads every suite file (`suites/*.suite.ts`) once more, as new module instances (the import URL
 * carries the set's name), and moves the describes they declare from mocha's root suite into
 * `setSuite`, their contexts inheriting from its context (where the set's run context is bound).
 * @throws Error when a suite file declares a test or hook outside a describe.
 */
async function loadSuitesInto(setSuite: Mocha.Suite, setName: string): Promise<void> {
  const root = setSuite.parent;
  if (!root) throw new Error('a choice set describe has no parent suite');
  const known = new Set(root.suites);
  const tests = root.tests.length;
  for (const file of suiteFiles())
    await import(`${pathToFileURL(file).href}?choice-set=${encodeURIComponent(setName)}`);
  if (root.tests.length !== tests) throw new Error('a suite file declared a test outside a describe');
  const added = root.suites.filter((suite) => !known.has(suite));
  root.suites = root.suites.filter((suite) => known.has(suite));
  for (const suite of added) {
    suite.parent = setSuite;
    Object.setPrototypeOf(suite.ctx, setSuite.ctx);
    setSuite.suites.push(suite);
  }
}

/**
 * Declares the describe of choice set `set` (titled `choiceSetTitle(set)`) at the top of mocha's
 * tree and loads every suite into it: the tests of a set run against an embedded mock of their
 * own, started in process by its `before` hook (`openRunSession` with `mutationRunConfig(set)`),
 * so that Stryker attributes the mock code a test reaches to that test. A set with `rules` keeps
 * only their tests (the rate-limited set).
 *
 * Nothing from one mocha run leaks into the next (Stryker runs mocha again for each mutant in the
 * same process): each run of the describe opens a fresh session (a new mock, new clients, new
 * findings) and closes it in its `after` hook. Nothing is shared between the tests of a run either,
 * so that each test reaches the mock code it depends on itself: before each test, its record is
 * reset and a run context with a fresh `RunShared` is bound (again after it, for the `before` hook of
 * the next describe; the bulk lifecycle, the provider-state
 * tasks and the bearer-lifetime uses are made by each test that asks, as a `--grep` run of that
 * test alone makes them), and no test selection is bound, so a property test of a group starts only
 * its own work. Only the expired token is kept from the test that obtained it (its issuance is the
 * token code every test reaches; its wait is 2 s).
 *
 * Hooks: what the set's `before` hook and each describe's `before` hook reach is counted under ids
 * of their own and handed, in the set's `after` hook, to the tests below them (coverage-attribution.ts):
 * a describe's hook all it reached (its tests judge what it made), the set's opening only what no
 * test of the set reached itself (starting the mock, seeding its tasks: every test depends on it;
 * the token code the opening shares with the tests is judged by the tests that reach it).
 * A failure the checks on every exchange raised in a hook (the setup's findings; a run records it as
 * a failed rule) fails the next test's `beforeEach`.
 * `faults` gives, at the start of each run of the describe, the faults its mock is started with
 * (none under Stryker; a test breaks one run and wants the next clean).
 */
export async function declareChoiceSet(
  set: MutantChoiceSet,
  faults: () => readonly FaultId[] = () => [],
): Promise<Mocha.Suite> {
  const title = choiceSetTitle(set);
  const setupId = `${title} «setup»`;
  const hooks = new Map<string, Mocha.Suite>();
  let session: RunSession | undefined;
  let expiredToken: Promise<string> | undefined;
  let current: RunContext | undefined;

  /** Binds on `ctx` (the set's describe's) a run context of the open session with nothing made yet. */
  const bindFresh = (ctx: Mocha.Context, open: RunSession): RunContext => {
    const shared = newRunShared();
    shared.expiredToken = expiredToken;
    const run = { ...open.context, shared };
    bindRunContext(ctx, run);
    return run;
  };

  const setSuite = describe(title, function () {
    before(async function () {
      expiredToken = undefined;
      session = await attributed(setupId, () =>
        openRunSession(mutationRunConfig(set, faults()), () => undefined),
      );
      bindFresh(this, session);
    });

    beforeEach(function () {
      const test = this.currentTest;
      if (!session || !test) throw new Error(`${title}: no session is open`);
      resetRecord(test);
      const { setup } = session.context.findings;
      const [failure] = setup.checkFailures;
      setup.take();
      if (failure) throw failure;
      current = bindFresh(this, session);
    });

    afterEach(function () {
      expiredToken = current?.shared.expiredToken ?? expiredToken;
      current = undefined;
      // A describe's `before` hook between this test and the next gets nothing of this test's either.
      if (session) bindFresh(this, session);
    });

    after(async function () {
      const open = session;
      session = undefined;
      await attributed(setupId, () => open?.close());
      const tests = testsBelow(setSuite);
      shareCoverage(
        setupId,
        tests.filter(reported).map((t) => t.fullTitle()),
        'unreached',
      );
      for (const [id, suite] of hooks)
        shareCoverage(
          id,
          testsBelow(suite)
            .filter(reported)
            .map((t) => t.fullTitle()),
        );
      forgetCoverage(tests.filter((t) => !reported(t)).map((t) => t.fullTitle()));
    });
  });

  const root = setSuite.parent;
  if (!root) throw new Error(`${title}: mocha gave the describe no parent`);
  const stopWatching = watchBeforeHooks(root, (suite, hook) => {
    const original = hook.fn;
    if (!original || original.length > 0) return; // a hook taking `done` keeps mocha's attribution
    const id = `${title} «before all ${hooks.size + 1}»`;
    hooks.set(id, suite);
    hook.fn = function (this: Mocha.Context) {
      return attributed(id, () => (original as Mocha.AsyncFunc).call(this));
    };
  });
  try {
    await loadSuitesInto(setSuite, set.name);
  } finally {
    stopWatching();
  }
  if (set.rules.length > 0) keepRules(setSuite, set.rules);
  return setSuite;
}
