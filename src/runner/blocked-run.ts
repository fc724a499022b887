import { relative } from 'node:path';
import type { RunConfig } from './run-config.ts';
import { RunInterruptedError, TokenRefusedError, TokenRuleBrokenError } from '../errors.ts';
import { scrubFiles } from '../report/scrub-files.ts';
import { catalogue, parseRuleId } from '../rules/catalogue.ts';
import { verdictUnderMode } from '../harness/assumption-outcome.ts';
import { RuleLedger, type RuleResult } from '../harness/ledger.ts';
import { uniqueReportDir } from '../report/report-dir.ts';
import { markUnreached } from '../report/unreached.ts';
import type { JunitCase } from '../report/junit-file.ts';
import { couldNotTestCase, firstLine } from './junit-cases.ts';
import { writeReportFolder } from '../report/write-report-folder.ts';
import type { RunOutcome } from './run-outcome.ts';
import { countByStatus, verdictLine } from '../report/summary.ts';
import { againstText, type RunTarget } from '../report/run-target.ts';
import { toolIdentity } from './tool-identity.ts';
import { type RunVerdict, runVerdict } from '../report/run-verdict.ts';

/** The test title the findings of session open are recorded under. */
const OPEN_TEST = 'session open: first token request';

/**
 * The JUnit cases of a blocked run, one per rule as rules.json lists them, under the suite of
 * the session open: a failed case for each token rule that failed there, every other rule
 * skipped with why it was not tested (its reason, else `stop`); and, when the run could not
 * test (`cannotTest`: the error's message, naming the key to fix), one error case for the
 * session open first, so a CI that reads only junit.xml sees an error, never an empty pass.
 */
function junitCasesOf(results: readonly RuleResult[], stop: string, cannotTest?: string): JunitCase[] {
  const opening = cannotTest === undefined ? [] : [couldNotTestCase(OPEN_TEST, cannotTest)];
  const rules = results.map((r): JunitCase => {
    const common = { suite: OPEN_TEST, name: r.id, durationMs: 0 };
    if (r.status === 'failed')
      return {
        ...common,
        outcome: 'failed',
        message: firstLine(r.details[0] ?? r.id),
        text: r.details.join('\n'),
      };
    const why = r.status === 'not tested' ? `not tested: ${r.reason ?? stop}` : `${r.status}: ${stop}`;
    return { ...common, outcome: 'skipped', message: why, text: why };
  });
  return [...opening, ...rules];
}

/**
 * The findings of `error` in a ledger, each a broken rule judged under the run's assumption mode;
 * none when the target could not be tested (rejected credentials, a token path that answers 404,
 * no token endpoint answering): no rule is blamed then, every one is not tested.
 */
function ledgerOf(error: TokenRefusedError, config: RunConfig): RuleLedger {
  const ledger = new RuleLedger();
  if (!(error instanceof TokenRuleBrokenError)) return ledger;
  for (const finding of error.findings) {
    const { ruleId, received, documented, request } = finding;
    const verdict = { ruleId: parseRuleId(ruleId), holds: false, received, documented };
    const { outcome } = verdictUnderMode(config.assumptions, verdict, request ? { request } : undefined);
    if (outcome) ledger.record({ ...outcome, test: OPEN_TEST });
  }
  return ledger;
}

/** The lines printed after a blocked run: counts, the rules that did not pass, the report, the verdict. */
function summary(
  results: readonly RuleResult[],
  reportPath: string,
  verdict: RunVerdict,
  target: RunTarget,
  stop: string,
): string {
  const counts = countByStatus(results);
  const lines = [
    '',
    `Rules: ${results.length} — ${counts.failed} failed, ${counts.warned} warned, ${counts['not tested']} not tested: ${stop}`,
  ];
  for (const result of results.filter((r) => r.status === 'failed' || r.status === 'warned')) {
    const received = result.details[0]?.split('\n').find((l) => l.startsWith('Received:')) ?? '';
    const level = result.level === 'assumed' ? `assumed ${result.assumption ?? ''}` : 'documented';
    lines.push(
      `  ${result.status.toUpperCase().padEnd(10)} ${result.id} (${level}) — ${received.slice(0, 200)}`,
    );
  }
  lines.push(`Report: ${reportPath}`, verdictLine(verdict, againstText(target)));
  return lines.join('\n');
}

/**
 * What a run does when its session could not open for want of a token: has `writeReportFolder`
 * write a report folder (junit.xml, rules.json, index.html) with the token rule findings of
 * `error` and every other rule not tested, prints a short summary, and ends as the findings say.
 * @returns a failed outcome when the token endpoint broke token-client-credentials-issued
 *   (TokenRuleBrokenError: a 2xx other than 200, no access_token, an unusable token) and the
 *   finding counts as a failure under the assumption mode: exit 1, the verdict FAILED; an
 *   interrupted one, every rule `not tested: interrupted`, when a signal stopped the session open
 *   (RunInterruptedError).
 * @throws `error` itself in every other case (exit 2: credentials rejected, a token path answering
 *   404, token endpoint broken, anything that is not a TokenRefusedError), after the report is
 *   written when it has findings, its verdict NOT TESTED and no rule failed.
 */
export async function reportBlockedRun(
  config: RunConfig,
  error: unknown,
  log: (line: string) => void,
): Promise<RunOutcome> {
  const interrupted = error instanceof RunInterruptedError;
  if (!interrupted && (!(error instanceof TokenRefusedError) || error.findings.length === 0)) throw error;
  const startedAt = new Date();
  // Interrupted before the first token: every rule is `not tested: interrupted`.
  const results = interrupted
    ? markUnreached(new RuleLedger().results(catalogue), 'interrupted')
    : ledgerOf(error, config).results(catalogue);
  const failedTests = countByStatus(results).failed;
  // The embedded mock closed with the session: its URL is gone.
  const runTarget: RunTarget =
    config.target.kind === 'url'
      ? { kind: 'provider', url: config.target.baseUrl, faults: [] }
      : { kind: 'embedded mock', faults: config.target.faults };
  const cannotTest = !interrupted && !(error instanceof TokenRuleBrokenError);
  const verdict = runVerdict(results, {
    reason: interrupted
      ? 'interrupted'
      : cannotTest
        ? error.message
        : 'the run stopped at the first token request',
    interrupted,
    cannotTest,
  });
  const stop = interrupted
    ? 'interrupted before the first token'
    : 'the run stopped at the first token request';
  let reportDir: string;
  let index: string;
  try {
    reportDir = await uniqueReportDir(config.reportRoot, startedAt);
    config.onReportFolder?.(reportDir, 'writing');
    const target = config.target.kind === 'url' ? config.target.baseUrl : 'embedded mock';
    index = await writeReportFolder({
      dir: reportDir,
      facts: {
        target,
        runTarget,
        verdict,
        seed: config.seed,
        assumptions: config.assumptions,
        startedAt,
        failedTests,
        tool: toolIdentity(),
      },
      results,
      junit: {
        title: 'vop-conformance',
        cases: junitCasesOf(results, stop, cannotTest ? error.message : undefined),
      },
    });
    await scrubFiles(reportDir);
    config.onReportFolder?.(reportDir, 'done');
  } catch (reportError) {
    // The token problem came first and is the one to name; an unusable token alone is not an error.
    if (error instanceof TokenRuleBrokenError && failedTests > 0) throw reportError;
    throw error;
  }
  const shown = relative(process.cwd(), index);
  log(summary(results, shown.startsWith('..') ? index : shown, verdict, runTarget, stop));
  if (interrupted)
    return { verdict: 'failed', verdictText: verdict.text, reportDir, results, failedTests, interrupted };
  if (error instanceof TokenRuleBrokenError && failedTests > 0) {
    log(`vop-conformance: ${error.message}`);
    return {
      verdict: 'failed',
      verdictText: verdict.text,
      reportDir,
      results,
      failedTests,
      interrupted: false,
    };
  }
  throw error;
}
