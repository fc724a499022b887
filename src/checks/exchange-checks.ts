/**
 * The former single-file registry of exchange checks, kept as a path for the importers outside
 * src/checks (src/harness/check-exchange.ts, src/report/traceability.ts,
 * suites/error-responses.suite.ts); new code imports from `./index.ts`.
 */
export { EXCHANGE_CHECKS, type ExchangeCheck, FORMAT_ERROR_TITLES, type Verdict } from './index.ts';
