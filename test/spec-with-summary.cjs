// Mocha's spec reporter plus one plain closing line ("mocha: N passed, N failed, N skipped")
// that CI reads to count the tests of a run, and the ten slowest tests with their files, so that
// a test that makes `npm test` slow is seen where it is (npm test must stay under 5 minutes).
const path = require('node:path');
const Mocha = require('mocha');

/** How many of the slowest tests are listed at the end. */
const SLOWEST = 10;

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const timed = [];
    runner.on(Mocha.Runner.constants.EVENT_TEST_END, (test) => {
      if (typeof test.duration === 'number')
        timed.push({ ms: test.duration, title: test.fullTitle(), file: test.file });
    });
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes, failures, pending } = this.stats;
      const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
      if (slowest.length > 0) {
        console.log(`\nslowest ${slowest.length} tests:`);
        for (const t of slowest) {
          const file = t.file ? path.relative(process.cwd(), t.file) : '?';
          console.log(`  ${String(Math.round(t.ms)).padStart(7)} ms  ${file}  ${t.title}`);
        }
      }
      console.log(`mocha: ${passes} passed, ${failures} failed, ${pending} skipped`);
    });
  }
}

module.exports = SpecWithSummary;
