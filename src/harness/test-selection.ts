/**
 * Whether mocha runs `test` in this run: a test its grep leaves out, or a pending one, it does
 * not. A `TestGroup` starts the work of only the tests mocha runs.
 */
export type TestSelection = (test: Mocha.Test) => boolean;

/** The key of the selection on mocha's root context; global for the same reason as the run context's (run-context.ts). */
const TEST_SELECTION = Symbol.for('vop-conformance.test-selection');

type WithSelection = Mocha.Context & { [TEST_SELECTION]?: TestSelection };

/**
 * The tests a mocha instance with `options` runs (after its construction, when mocha has made
 * `grep` a RegExp): those whose full title `grep` matches (does not match with `invert`), as
 * mocha's runner decides, and that are not pending. Each call tests a fresh copy of `grep`, so
 * mocha's own RegExp (and its `lastIndex`) is never touched.
 */
export function mochaSelection(
  options: Readonly<Pick<Mocha.MochaOptions, 'grep' | 'invert'>>,
): TestSelection {
  const { grep, invert } = options;
  return (test) => {
    if (test.isPending()) return false;
    if (grep === undefined) return true;
    return new RegExp(grep).test(test.fullTitle()) !== (invert === true);
  };
}

/** Puts `selects` on mocha's root context (`mocha.suite.ctx`), beside the run context. Called by the runner, once per run. */
export function bindTestSelection(root: Mocha.Context, selects: TestSelection): void {
  Object.defineProperty(root, TEST_SELECTION, { value: selects, configurable: true });
}

/** The selection of the mocha instance whose test or hook has the context `ctx`; undefined when none was bound. */
export function testSelectionOf(ctx: Mocha.Context): TestSelection | undefined {
  return (ctx as WithSelection)[TEST_SELECTION];
}
