// Prints every test the suites declare, as JSON (run in a child process by traceability.test.ts,
// so that loading the suites into a second mocha instance cannot disturb the running one).
import { collectSuiteTests } from '../../src/runner/collect-tests.ts';

console.log(JSON.stringify(await collectSuiteTests()));
