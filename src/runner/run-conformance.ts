import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { RunConfig } from './run-config.ts';
import { scrubFiles } from '../report/scrub-files.ts';
import { ToolError } from '../errors.ts';
import { describeChoices } from '../mock/choices/choice-set.ts';
import { catalogue } from '../rules/catalogue.ts';
import { OBSERVED_CHOICES_FILE } from '../calibration/observed-choices.ts';
import { HAR_FILE, HarRecorder } from '../evidence/har-recorder.ts';
import { applyExpectedFailures } from '../report/expected-failures.ts';
import { autoRateText } from '../report/traffic-facts.ts';
import { mergedExamples, writeExamples } from '../report/explore-examples.ts';
import { writeReportFolder } from '../report/write-report-folder.ts';
import { toolIdentity } from './tool-identity.ts';
import { runProxyText } from './run-proxy.ts';
import { uniqueReportDir } from '../report/report-dir.ts';
import { runSuites, type SuiteRunResult } from './run-suites.ts';
import { type RunSession, openRunSession } from './run-session.ts';
import { reportBlockedRun } from './blocked-run.ts';
import type { RunOutcome } from './run-outcome.ts';
import { countByStatus, failingTestsByRule, formatSummary, verdictLine } from '../report/summary.ts';
import { againstText, comparisonKey } from '../report/run-target.ts';
import { runVerdict } from '../report/run-verdict.ts';
import { couldNotTestCase, junitCases } from './junit-cases.ts';
import { markUnreached, type StopText } from '../report/unreached.ts';
import { describeSelection, selectedRuleIds, selectsAll, testFilter } from './rule-selection.ts';
import type { HaltReason } from '../client/transport.ts';
import type { RuleResult } from '../harness/ledger.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { notJudgedAtWrongPath, SubmissionAnswers } from './submission-path-check.ts';
import { checkReachable, notJudgedForTransport, transportLines } from './transport-check.ts';

/** How a report names why a run stopped early. */
function stopText(stopped: HaltReason): StopText {
  if (stopped.kind === 'interrupted') return 'interrupted';
  if (stopped.kind === 'bail') return 'stopped after the first failure';
  if (stopped.kind === 'configuration') return 'the configuration was wrong';
  return stopped.kind === 'deadline' ? 'the deadline passed' : 'the circuit breaker opened';
}

/** `path` relative to the working directory when it lies below it, else absolute: as the summary shows it. */
function shown(path: string): string {
  const relativePath = relative(process.cwd(), path);
  return relativePath.startsWith('..') ? path : relativePath;
}

/**
 * Every exchange of the session from here on, as HAR 1.2 in `reportDir`, each
 * failure naming the entries it replays; undefined without `--har`.
 */
function recordHar(config: RunConfig, session: RunSession, reportDir: string): HarRecorder | undefined {
  if (!config.har) return undefined;
  const har = new HarRecorder(join(reportDir, HAR_FILE), {
    name: 'vop-conformance',
    version: toolIdentity().version,
  });
  session.onExchange((exchange, ruleIds) => har.listen(exchange, ruleIds));
  session.context.findings.onFailure((failure) => {
    if (failure.request) har.failed(failure.ruleId, failure.request);
  });
  return har;
}

/** The per-rule table of a suite run: expected failures applied, rules not reached marked with why. */
function judge(config: RunConfig, session: RunSession, run: SuiteRunResult): RuleResult[] {
  const expected = config.expectedFailures;
  const results = run.ledger.results(catalogue);
  const judged = expected
    ? applyExpectedFailures(results, expected.entries, session.context.targetLabel, expected.file)
    : results;
  const reached = run.stopped ? markUnreached(judged, stopText(run.stopped)) : judged;
  return config.grep !== undefined || !selectsAll(config.selection)
    ? onlySelected(reached, run.selectedRules)
    : reached;
}

/**
 * The table of a run of selected tests speaks of the selected rules: a rule with no selected test
 * that the checks on their exchanges only saw hold (or skip) is `not tested` (not selected); one
 * they saw broken stays failed, as the target broke it: a selection
 * never turns a failure the run saw into a pass.
 */
function onlySelected(results: readonly RuleResult[], selected: readonly RuleId[]): RuleResult[] {
  const chosen = new Set(selected);
  return results.map((result) =>
    chosen.has(result.id) || result.status === 'failed' || result.status === 'warned'
      ? result
      : { ...result, status: 'not tested', tests: [], details: [], observed: result.observed },
  );
}

/** The run's selection as its flags say it (`--grep "…" --rule …`), empty when it runs every test. */
function selectionText(config: RunConfig): string {
  return [
    ...(config.grep === undefined ? [] : [`--grep ${JSON.stringify(config.grep)}`]),
    ...(selectsAll(config.selection) ? [] : [describeSelection(config.selection)]),
  ].join(' ');
}

/** True when no test ran at all (a `--grep` that matches none): the run tested nothing. */
function nothingTested(run: SuiteRunResult, results: readonly RuleResult[]): boolean {
  return !run.stopped && results.every((r) => r.status === 'not tested');
}

/**
 * A run in which no rule was judged proves nothing, and failed tests that failed no rule (not
 * even an expected one) ran over --test-timeout: the tool's limits, not the target's fault.
 * @throws ToolError in either case.
 */
function checkJudged(
  config: RunConfig,
  run: SuiteRunResult,
  results: readonly RuleResult[],
  reportDir: string,
) {
  const selection = selectionText(config);
  // A selection whose every rule was skipped judged nothing either: say why, never exit 0.
  const judged = results.filter((r) => r.status !== 'not tested');
  if (!run.stopped && selection !== '' && judged.every((r) => r.status === 'skipped')) {
    const [first] = judged;
    throw new ToolError(
      `every rule ${selection} selects was skipped, nothing was judged (${first?.id ?? ''}: ${first?.reason ?? 'skipped'})`,
    );
  }
  const counts = countByStatus(results);
  // A test (or hook) that transport trouble ended failed in mocha's count, and judged nothing.
  const troubled = notJudgedForTransport(results).length > 0;
  if (run.failedTests > 0 && counts.failed === 0 && counts.expected === 0 && !run.stopped && !troubled) {
    throw new ToolError(
      `${run.failedTests} test(s) ran over --test-timeout (${config.testTimeoutMs / 1000} s) and judged nothing: raise --test-timeout (report: ${reportDir})`,
    );
  }
}

/** The suites run in `session`, the report folder written (`writeReportFolder`), the summary printed. */
async function runAndReport(
  config: RunConfig,
  session: RunSession,
  log: (line: string) => void,
): Promise<RunOutcome> {
  const { context } = session;
  const startedAt = new Date();
  const partial = config.grep !== undefined || !selectsAll(config.selection);
  const filter = testFilter(
    config.grep,
    selectsAll(config.selection) ? undefined : selectedRuleIds(config.selection),
  );
  const reportDir = await uniqueReportDir(config.reportRoot, startedAt);
  config.onReportFolder?.(reportDir, 'writing');
  const har = recordHar(config, session, reportDir);
  let removed = false;
  try {
    const against = againstText(session.target);
    log(
      `vop-conformance: running against ${against} ` +
        `(assumptions: ${config.assumptions}, seed: ${config.seed}, runs: ${config.runs})`,
    );
    const choices = config.target.kind === 'embedded' ? describeChoices(config.target.choices) : [];
    if (choices.length > 0) log(`embedded mock choices: ${choices.join(' ')}`);
    const proxy = runProxyText(config);
    if (proxy !== undefined) log(`vop-conformance: requests go ${proxy}`);
    // A submission path every submission got 404 at is a configuration error (exit 2), not a
    // verdict; a URL run stops once its first submissions all got 404 (the rest would repeat it).
    const submissions = new SubmissionAnswers();
    const submissionOrigin =
      (config.target.kind === 'url' ? config.target.pathOrigins?.submission : undefined) ?? 'its default';
    const { transport } = context.client;
    context.client.onExchange((exchange) => {
      submissions.hear(exchange);
      if (config.target.kind !== 'url' || !submissions.conclusive || transport.halted) return;
      transport.halt({
        kind: 'configuration',
        message: submissions.problem(submissionOrigin) ?? 'every submission got 404',
      });
    });
    const run = await runSuites({
      context,
      reportDir,
      testTimeoutMs: config.testTimeoutMs,
      deadlineMs: config.deadlineMs,
      progress: config.progress,
      ...(config.quiet ? { quiet: true } : {}),
      ...(filter ? { filter } : {}),
      bail: config.bail,
      ...(config.interrupt ? { interrupt: config.interrupt } : {}),
    });
    const { stopped, failedTests } = run;
    // What the exploration kept is replayed first by every later run (the example database).
    if (session.examples.kept.length > 0)
      await writeExamples(config.reportRoot, mergedExamples(session.examples.earlier, session.examples.kept));
    const interrupted = stopped?.kind === 'interrupted';
    const pathProblem =
      config.target.kind === 'url' && !interrupted ? submissions.problem(submissionOrigin) : undefined;
    const judged = judge(config, session, run);
    const results = pathProblem === undefined ? judged : notJudgedAtWrongPath(judged, pathProblem);
    // The run could not test (exit 2) unless a rule outside the bulk operations failed: that is
    // the target's failure (exit 1), the path problem said beside it.
    const wrongPath =
      pathProblem !== undefined && countByStatus(results).failed === 0 ? pathProblem : undefined;
    // A selection that matches no test tested nothing: an error (exit 2) in one line, and no
    // report folder of nothing (a --rule matching no rule is refused before the run, in the config).
    if (nothingTested(run, results)) {
      har?.close();
      await rm(reportDir, { recursive: true, force: true });
      removed = true;
      const selection = selectionText(config);
      throw new ToolError(
        selection !== ''
          ? `no test matches ${selection}: nothing was tested, no report written`
          : 'no test ran: nothing was tested, no report written',
      );
    }
    const verdict = runVerdict(
      results,
      wrongPath !== undefined
        ? { reason: wrongPath, interrupted: false, cannotTest: true }
        : stopped && { reason: stopText(stopped), interrupted, afterMs: Date.now() - startedAt.getTime() },
    );
    const harSummary = har?.close();
    const traffic = session.traffic.facts();
    // What the exchanges showed at each open point: `mock --like` calibrates a mock from it.
    session.observations.timings(traffic.toInProgress, traffic.toFinal);
    const index = await writeReportFolder({
      dir: reportDir,
      facts: {
        target: context.targetLabel,
        runTarget: session.target,
        verdict,
        seed: config.seed,
        assumptions: config.assumptions,
        startedAt,
        failedTests,
        tool: toolIdentity(),
        ...(proxy === undefined ? {} : { proxy }),
      },
      results,
      junit: {
        title: `vop-conformance against ${context.targetLabel}`,
        cases: [
          // The run tested its configuration: CI that reads only junit.xml sees an error first.
          ...(wrongPath === undefined ? [] : [couldNotTestCase('configuration', wrongPath)]),
          ...junitCases(run.cases, run.ledger.entries, results, stopped && stopText(stopped)),
        ],
      },
      // Under --rate auto the rate the run settled on is part of its record (A6).
      ...(traffic.autoRate ? { autoRate: traffic.autoRate } : {}),
      observedChoices: { file: OBSERVED_CHOICES_FILE, value: session.observations.observed() },
      ...(harSummary ? { har: { ...harSummary, file: HAR_FILE } } : {}),
      fullRun: {
        traffic,
        tool: toolIdentity(),
        // A run of selected tests (--grep, --rule, --operation, --level) tests a few rules: it
        // neither joins the history nor is compared with it (every other rule would read as "not
        // tested" since the last run). Runs compare by target: the base URL, or the embedded mock
        // (whatever port it had).
        ...(!partial
          ? {
              history: {
                root: config.reportRoot,
                target: comparisonKey(session.target),
                interrupted,
              },
            }
          : {}),
      },
    });
    if (traffic.autoRate) log(autoRateText(traffic.autoRate));
    if (stopped && !interrupted)
      log(`vop-conformance: run stopped: ${stopped.message}; rules not run are not tested`);
    for (const line of transportLines(results, traffic.transport)) log(line);
    log(
      formatSummary(results, {
        reportPath: shown(index),
        filtered: partial,
        ...(stopped ? { stopped: stopText(stopped) } : {}),
        failingTests: failingTestsByRule(run.ledger.entries),
      }),
    );
    if (wrongPath !== undefined) {
      log(verdictLine(verdict, against));
      throw new ToolError(wrongPath);
    }
    checkReachable({
      results,
      stopped: stopped && stopText(stopped),
      trip: context.client.transport.breaker.trip,
      target: config.target.kind === 'url' ? `VOP_BASE_URL (${config.target.baseUrl})` : context.targetLabel,
    });
    checkJudged(config, run, results, reportDir);
    if (pathProblem !== undefined)
      log(`vop-conformance: warning: ${pathProblem}; the bulk rules were not judged`);
    if (proxy !== undefined) log(`vop-conformance: the run's requests went ${proxy}`);
    // The console's last line: the verdict and the target (an error's line takes its place).
    log(verdictLine(verdict, against));
    // A run stopped before its end (deadline, circuit breaker, signal) did not show every rule holds.
    return {
      verdict: verdict.outcome === 'passed' ? 'passed' : 'failed',
      verdictText: verdict.text,
      reportDir,
      results,
      failedTests,
      interrupted,
    };
  } finally {
    har?.close();
    // Whatever happened, no report file keeps a secret (mochawesome and JUnit write as tests run).
    if (!removed) await scrubFiles(reportDir);
    config.onReportFolder?.(reportDir, 'done');
  }
}

/**
 * Runs the conformance suites as `config` says (see `openRunSession`): the runner orchestrates,
 * `writeReportFolder` writes the report folder (index.html, junit.xml, rules.json,
 * observed-choices.json, signoff.md, the history line; mocha writes report.html and
 * report.json, `--har` exchanges.har), every file is scrubbed of secrets, and the per-rule
 * summary is printed. `log` receives every line meant for the console. The outcome's verdict is
 * for the caller to map to an exit code (src/cli). When no token can be had at session open,
 * the report holds the token rule findings alone (see `reportBlockedRun`).
 * @throws ToolError (exit 2) when the target cannot be reached, the mock cannot start, a suite
 *   cannot load, nothing was judged, tests ran over --test-timeout judging nothing, transport
 *   trouble kept a large share of the rules from being judged (see `checkReachable`), or every
 *   submission got 404 (naming VOP_SUBMISSION_PATH and its source; the report's verdict NOT TESTED).
 */
export async function runConformance(config: RunConfig, log: (line: string) => void): Promise<RunOutcome> {
  let session: RunSession;
  try {
    session = await openRunSession(config, log);
  } catch (error) {
    return await reportBlockedRun(config, error, log);
  }
  try {
    return await runAndReport(config, session, log);
  } finally {
    await session.close();
  }
}
