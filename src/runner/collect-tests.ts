import Mocha from 'mocha';
import { type PropertyEntry, propertyOf } from '../harness/property.ts';
import { ruleTestOf } from '../harness/rule-test.ts';
import type { DeclaredTest } from '../report/traceability.ts';
import { suiteFiles } from './run-suites.ts';

function walk(suite: Mocha.Suite): DeclaredTest[] {
  const own = suite.tests.map((test) => ({
    title: test.title,
    fullTitle: test.fullTitle(),
    file: test.file ?? suite.file ?? '',
    ruleId: ruleTestOf(test)?.ruleId,
  }));
  return [...own, ...suite.suites.flatMap(walk)];
}

/**
 * Every test the suites declare, found by loading `suites/*.suite.ts` into a mocha instance
 * that is never run (no target is contacted).
 * Each test's rule id is the one `ruleIt` attached to it (undefined for another test).
 * @throws whatever loading a suite file throws (an UnknownRuleError for an unknown rule id).
 */
export async function collectSuiteTests(): Promise<DeclaredTest[]> {
  return withLoadedSuites(walk);
}

function properties(suite: Mocha.Suite): PropertyEntry[] {
  const own = suite.tests.flatMap((test) => propertyOf(test) ?? []);
  return [...own, ...suite.suites.flatMap(properties)];
}

/**
 * Every property the suites declare (one per rule at most), found as `collectSuiteTests` finds
 * the tests: what `vop-conformance replay --rule` looks up by full rule id.
 * @throws whatever loading a suite file throws.
 */
export async function collectSuiteProperties(): Promise<PropertyEntry[]> {
  return withLoadedSuites(properties);
}

async function withLoadedSuites<T>(read: (root: Mocha.Suite) => T): Promise<T> {
  const mocha = new Mocha();
  for (const file of suiteFiles()) mocha.addFile(file);
  await mocha.loadFilesAsync();
  try {
    return read(mocha.suite);
  } finally {
    mocha.dispose();
  }
}
