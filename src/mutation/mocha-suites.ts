/**
 * The one test file of Stryker's mocha runner (stryker.config.mjs: `testRunner: "mocha"`,
 * `mochaOptions.spec`): every suite of `suites/`, once per choice set of the mock
 * (`mutantChoiceSets`: together they take every alternative of every choice), each set under a
 * describe `[<set>]` with an embedded mock of its own in this process (choice-set-suite.ts). A test's
 * full title, Stryker's test id, starts with its set, so each mutant runs only the tests of the
 * sets that reach its code; it is killed when a test of any set fails.
 *
 * `VOPC_CHOICE_SETS` (comma-separated set names, e.g. `first,alternative-2`) declares only those sets.
 * Also runs under plain mocha (no coverage then):
 * `npx mocha --no-config --node-option import=tsx --timeout 0 src/mutation/mocha-suites.ts`.
 */
import { declareChoiceSet } from './choice-set-suite.ts';
import { selectChoiceSets } from './mutant-choice-sets.ts';

for (const set of selectChoiceSets(process.env.VOPC_CHOICE_SETS)) await declareChoiceSet(set);
