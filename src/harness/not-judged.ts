// The not-judged reasons live in src/checks (a judge there may end a test unjudged, e.g. on a 429
// after every retry); re-exported here so the harness and the suites keep their one import path.
export { NotJudged, RateLimited, TransportNotJudged } from '../checks/not-judged.ts';
