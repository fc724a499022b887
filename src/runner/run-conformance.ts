import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { RunConfig } from './run-config.ts';
import { scrubFiles } from '../report/scrub-files.ts';
import { ToolError } from '../errors.ts';
import { describeChoices } from '../mock/choices/choice-set.ts';
import { catalogue } from '../rules/catalogue.ts';
import { renderRulesPage } from '../report/rules-page.ts';
import { rulesJsonRows } from '../report/rules-json.ts';
import { OBSERVED_CHOICES_FILE } from '../calibration/observed-choices.ts';
import { HAR_FILE, HarRecorder } from '../evidence/har-recorder.ts';
import { applyExpectedFailures } from '../report/expected-failures.ts';
import { compareRuns } from '../report/drift.ts';
import { appendHistory, previousRun, readHistory } from '../report/history.ts';
import { renderHistorySection } from '../report/history-section.ts';
import { summariseRun } from '../report/run-summary.ts';
import { renderSignoffMarkdown, signoffSections } from '../report/signoff.ts';
import { autoRateText } from '../report/traffic-facts.ts';
import { renderSignoffHtml } from '../report/signoff-section.ts';
import { toolIdentity } from './tool-identity.ts';
import { uniqueReportDir } from '../report/report-dir.ts';
import { runSuites } from './run-suites.ts';
import { type RunSession, openRunSession } from './run-session.ts';
import { reportBlockedRun } from './blocked-run.ts';
import type { RunOutcome } from './run-outcome.ts';
import { countByStatus, formatSummary } from '../report/summary.ts';
import { renderJunit } from '../report/junit-file.ts';
import { junitCases } from './junit-cases.ts';
import { markUnreached, type StopText } from '../report/unreached.ts';
import type { HaltReason } from '../client/transport.ts';

/** How a report names why a run stopped early. */
function stopText(stopped: HaltReason): StopText {
  if (stopped.kind === 'interrupted') return 'interrupted';
  return stopped.kind === 'deadline' ? 'the deadline passed' : 'the circuit breaker opened';
}

/**
 * Runs the conformance suites as `config` says (see `openRunSession`), writes `reportDir`
 * (index.html, report.html, report.json, junit.xml, rules.json), prints the per-rule summary,
 * scrubs secrets from every file. `log` receives every line meant for the console.
 * When no token can be had at session open, the report holds the token rule findings alone
 * (see `reportBlockedRun`): exit 1 for an unusable token, else the error is rethrown.
 * @throws ToolError (exit 2) when the target cannot be reached, the mock cannot start, or a suite cannot load.
 */
export async function runConformance(config: RunConfig, log: (line: string) => void): Promise<RunOutcome> {
  let session: RunSession;
  try {
    session = await openRunSession(config, log);
  } catch (error) {
    return await reportBlockedRun(config, error, log);
  }
  const { context } = session;
  try {
    const startedAt = new Date();
    const reportDir = await uniqueReportDir(config.reportRoot, startedAt);
    // Every exchange from here on, as HAR 1.2 (issue 24): where the traffic tally counts it.
    const har = config.har
      ? new HarRecorder(join(reportDir, HAR_FILE), {
          name: 'vop-conformance',
          version: toolIdentity().version,
        })
      : undefined;
    if (har) {
      session.onExchange((exchange, ruleIds) => har.listen(exchange, ruleIds));
      context.findings.onFailure((failure) => {
        if (failure.request) har.failed(failure.ruleId, failure.request);
      });
    }
    try {
      log(
        `vop-conformance: running against ${context.targetLabel} ` +
          `(assumptions: ${config.assumptions}, seed: ${config.seed}, runs: ${config.runs})`,
      );
      const choices = config.target.kind === 'embedded' ? describeChoices(config.target.choices) : [];
      if (choices.length > 0) log(`embedded mock choices: ${choices.join(' ')}`);
      const { ledger, failedTests, cases, stopped } = await runSuites({
        context,
        reportDir,
        testTimeoutMs: config.testTimeoutMs,
        deadlineMs: config.deadlineMs,
        progress: config.progress,
        ...(config.grep ? { grep: config.grep } : {}),
        ...(config.interrupt ? { interrupt: config.interrupt } : {}),
      });
      const interrupted = stopped?.kind === 'interrupted';
      const expected = config.expectedFailures;
      const judged = expected
        ? applyExpectedFailures(
            ledger.results(catalogue),
            expected.entries,
            context.targetLabel,
            expected.file,
          )
        : ledger.results(catalogue);
      const results = stopped ? markUnreached(judged, stopText(stopped)) : judged;
      const harSummary = har?.close();
      const facts = {
        target: context.targetLabel,
        seed: config.seed,
        assumptions: config.assumptions,
        startedAt,
        failedTests,
      };
      const title = `vop-conformance against ${context.targetLabel}`;
      const junit = renderJunit(
        { title, startedAt },
        junitCases(cases, ledger.entries, results, stopped && stopText(stopped)),
      );
      await writeFile(join(reportDir, 'junit.xml'), junit);
      // Under --rate auto the rate the run settled on is part of its record (A6).
      const { autoRate, toInProgress, toFinal } = session.traffic.facts();
      await writeFile(
        join(reportDir, 'rules.json'),
        `${JSON.stringify({ ...facts, ...(autoRate ? { autoRate } : {}), rules: rulesJsonRows(results) }, null, 2)}\n`,
      );
      // What the exchanges showed at each open point: `mock --like` calibrates a mock from it (issue 24).
      session.evidence.timings(toInProgress, toFinal);
      await writeFile(
        join(reportDir, OBSERVED_CHOICES_FILE),
        `${JSON.stringify(session.evidence.observed(), null, 2)}\n`,
      );
      // Runs compare by target: the base URL, or the embedded mock (whatever port it had).
      const targetKey = config.target.kind === 'url' ? config.target.baseUrl : 'embedded mock';
      const summary = summariseRun(results, {
        ...facts,
        target: targetKey,
        tool: toolIdentity(),
        ...(interrupted ? { interrupted } : {}),
      });
      const signoff = signoffSections(results, { ...facts, tool: summary.tool }, session.traffic.facts());
      await writeFile(join(reportDir, 'signoff.md'), renderSignoffMarkdown(signoff));
      // A --grep run tests a few rules: it neither joins the history nor is compared with it
      // (every other rule would read as "not tested" since the last run).
      let sections = renderSignoffHtml(signoff);
      if (config.grep === undefined) {
        const history = await readHistory(config.reportRoot);
        const before = previousRun(history, summary.target);
        const sameTarget = [...history.filter((run) => run.target === summary.target), summary];
        sections += renderHistorySection(sameTarget, before && compareRuns(before, summary));
        await appendHistory(config.reportRoot, summary);
      }
      await writeFile(
        join(reportDir, 'index.html'),
        renderRulesPage(results, facts, sections, harSummary && { ...harSummary, file: HAR_FILE }),
      );
      const reportFile = join(reportDir, 'index.html');
      const relativePath = relative(process.cwd(), reportFile);
      log(
        formatSummary(
          results,
          relativePath.startsWith('..') ? reportFile : relativePath,
          config.grep !== undefined,
          stopped && stopText(stopped),
        ),
      );
      if (autoRate) log(autoRateText(autoRate));
      if (stopped && !interrupted)
        log(`vop-conformance: run stopped: ${stopped.message}; rules not run are not tested`);
      // A run in which no rule was judged at all proves nothing: never a green exit (a --grep that
      // matches no test, suites that did not load).
      if (!stopped && results.every((r) => r.status === 'not tested')) {
        throw new ToolError(
          config.grep !== undefined
            ? `no test matches --grep ${JSON.stringify(config.grep)}: nothing was tested`
            : 'no test ran: nothing was tested',
        );
      }
      const counts = countByStatus(results);
      const ruleFailed = counts.failed > 0;
      // Failed tests that failed no rule (not even an expected one) ran over --test-timeout: the
      // tool's limit, not the target's fault.
      if (failedTests > 0 && !ruleFailed && counts.expected === 0 && !stopped) {
        throw new ToolError(
          `${failedTests} test(s) ran over --test-timeout (${config.testTimeoutMs / 1000} s) and judged nothing: raise --test-timeout (report: ${reportDir})`,
        );
      }
      const exitCode = ruleFailed || stopped ? 1 : 0;
      return { exitCode, reportDir, results, failedTests, interrupted };
    } finally {
      har?.close();
      // Whatever happened, no report file keeps a secret (mochawesome and JUnit write as tests run).
      await scrubFiles(reportDir);
    }
  } finally {
    await session.close();
  }
}
