// Mocha's spec reporter plus one plain closing line ("mocha: N passed, N failed, N skipped")
// that CI reads to count the tests of a run.
const Mocha = require('mocha');

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes, failures, pending } = this.stats;
      console.log(`mocha: ${passes} passed, ${failures} failed, ${pending} skipped`);
    });
  }
}

module.exports = SpecWithSummary;
