import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { RunConfig } from './run-config.ts';
import { TokenRefusedError, UnusableTokenError } from '../errors.ts';
import { scrubFiles } from '../report/scrub-files.ts';
import { catalogue, parseRuleId } from '../rules/catalogue.ts';
import { judgeVerdict } from '../harness/judge.ts';
import { RuleLedger, type RuleResult } from '../harness/ledger.ts';
import { uniqueReportDir } from '../report/report-dir.ts';
import { renderJunit } from '../report/junit-file.ts';
import { renderRulesPage } from '../report/rules-page.ts';
import { rulesJsonRows } from '../report/rules-json.ts';
import type { RunOutcome } from './run-outcome.ts';
import { countByStatus } from '../report/summary.ts';

/** The test title the findings of session open are recorded under. */
const OPEN_TEST = 'session open: first token request';

/** The JUnit file of a blocked run: one failed case per token rule that failed at session open. */
function junit(results: readonly RuleResult[], startedAt: Date): string {
  const cases = results
    .filter((r) => r.status === 'failed')
    .map((r) => ({
      suite: OPEN_TEST,
      name: r.id,
      durationMs: 0,
      outcome: 'failed' as const,
      message: r.details[0]?.split('\n', 1)[0] ?? r.id,
      text: r.details.join('\n'),
    }));
  return renderJunit({ title: 'vop-conformance', startedAt }, cases);
}

/** The findings of `error` in a ledger, each a broken rule judged under the run's assumption mode. */
function ledgerOf(error: TokenRefusedError, config: RunConfig): RuleLedger {
  const ledger = new RuleLedger();
  for (const finding of error.findings) {
    const { ruleId, received, documented, request } = finding;
    const verdict = { ruleId: parseRuleId(ruleId), holds: false, received, documented };
    const { outcome } = judgeVerdict(config.assumptions, verdict, request ? { request } : undefined);
    if (outcome) ledger.record({ ...outcome, test: OPEN_TEST });
  }
  return ledger;
}

/** The lines printed after a blocked run: counts, the rules that did not pass, the report. */
function summary(results: readonly RuleResult[], reportPath: string): string {
  const counts = countByStatus(results);
  const lines = [
    '',
    `Rules: ${results.length} — ${counts.failed} failed, ${counts.warned} warned, ${counts['not tested']} not tested: the run stopped at the first token request`,
  ];
  for (const result of results.filter((r) => r.status === 'failed' || r.status === 'warned')) {
    const received = result.details[0]?.split('\n').find((l) => l.startsWith('Received:')) ?? '';
    const level = result.level === 'assumed' ? `assumed ${result.assumption ?? ''}` : 'documented';
    lines.push(
      `  ${result.status.toUpperCase().padEnd(10)} ${result.id} (${level}) — ${received.slice(0, 200)}`,
    );
  }
  lines.push(`Report: ${reportPath}`, '');
  return lines.join('\n');
}

/**
 * What a run does when its session could not open for want of a token: writes a report folder
 * (rules.json, index.html, junit.xml) with the token rule findings of `error` and every other rule
 * not tested, prints a short summary, and ends as the findings say.
 * @returns exit 1 when the target issued an unusable token (UnusableTokenError) and the finding
 *   counts as a failure under the assumption mode.
 * @throws `error` itself in every other case (exit 2: credentials rejected, token endpoint broken,
 *   anything that is not a TokenRefusedError), after the report is written when it has findings.
 */
export async function reportBlockedRun(
  config: RunConfig,
  error: unknown,
  log: (line: string) => void,
): Promise<RunOutcome> {
  if (!(error instanceof TokenRefusedError) || error.findings.length === 0) throw error;
  const startedAt = new Date();
  const results = ledgerOf(error, config).results(catalogue);
  const failedTests = countByStatus(results).failed;
  let reportDir: string;
  try {
    reportDir = await uniqueReportDir(config.reportRoot, startedAt);
    const target = config.target.kind === 'url' ? config.target.baseUrl : 'embedded mock';
    const facts = { target, seed: config.seed, assumptions: config.assumptions, startedAt, failedTests };
    await writeFile(
      join(reportDir, 'rules.json'),
      `${JSON.stringify({ ...facts, rules: rulesJsonRows(results) }, null, 2)}\n`,
    );
    await writeFile(join(reportDir, 'index.html'), renderRulesPage(results, facts));
    await writeFile(join(reportDir, 'junit.xml'), junit(results, startedAt));
    await scrubFiles(reportDir);
  } catch (reportError) {
    // The token problem came first and is the one to name; an unusable token alone is not an error.
    if (error instanceof UnusableTokenError && failedTests > 0) throw reportError;
    throw error;
  }
  const reportFile = join(reportDir, 'index.html');
  const shown = relative(process.cwd(), reportFile);
  log(summary(results, shown.startsWith('..') ? reportFile : shown));
  if (error instanceof UnusableTokenError && failedTests > 0) {
    log(`vop-conformance: ${error.message}`);
    return { exitCode: 1, reportDir, results, failedTests, interrupted: false };
  }
  throw error;
}
