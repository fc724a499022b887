import Mocha from 'mocha';
import { ruleIdOfTitle } from './ledger-listener.ts';
import type { DeclaredTest } from '../report/traceability.ts';
import { suiteFiles } from './run-suites.ts';

function walk(suite: Mocha.Suite): DeclaredTest[] {
  const own = suite.tests.map((test) => ({
    title: test.title,
    fullTitle: test.fullTitle(),
    file: test.file ?? suite.file ?? '',
    ruleId: ruleIdOfTitle(test.title),
  }));
  return [...own, ...suite.suites.flatMap(walk)];
}

/**
 * Every test the suites declare, found by loading `suites/*.suite.ts` into a mocha instance
 * that is never run (no target is contacted).
 * @throws whatever loading a suite file throws (an UnknownRuleError for a title's unknown rule id).
 */
export async function collectSuiteTests(): Promise<DeclaredTest[]> {
  const mocha = new Mocha();
  for (const file of suiteFiles()) mocha.addFile(file);
  await mocha.loadFilesAsync();
  try {
    return walk(mocha.suite);
  } finally {
    mocha.dispose();
  }
}
