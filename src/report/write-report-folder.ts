import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { HarSummary } from '../evidence/har-recorder.ts';
import type { RuleResult } from '../harness/ledger.ts';
import { compareRuns } from './drift.ts';
import { appendHistory, previousRun, readHistory } from './history.ts';
import { renderHistorySection } from './history-section.ts';
import { type JunitCase, renderJunit } from './junit-file.ts';
import { renderRulesPage, type RunFacts } from './rules-page.ts';
import { rulesJsonRows } from './rules-json.ts';
import { type RunSummary, summariseRun } from './run-summary.ts';
import { againstText } from './run-target.ts';
import { renderSignoffHtml } from './signoff-section.ts';
import { renderSignoffMarkdown, signoffOf } from './signoff.ts';
import type { AutoRateFacts, TrafficFacts } from './traffic-facts.ts';

/** The front page of a report folder. */
export const INDEX_FILE = 'index.html';

/** What a run that reached its suites adds to its folder: the sign-off, and its line in the history. */
export interface FullRunReport {
  /** What the traffic showed (rate, 429s, error codes, timings), for the sign-off. */
  readonly traffic: TrafficFacts;
  /** The tool that made the report (version, git SHA). */
  readonly tool: RunSummary['tool'];
  /**
   * The history (`history.jsonl` in `root`, the "Since the last run" section): the runs of
   * `target` (a base URL, or `embedded mock`) are compared. Absent: the run neither joins the
   * history nor is compared with it (a `--grep` run tests a few rules).
   */
  readonly history?: { readonly root: string; readonly target: string; readonly interrupted: boolean };
}

/** Everything a run hands its report folder: the runner orchestrates, this writes. */
export interface ReportFolderContent {
  /** The run's folder, already made (`<report root>/<UTC timestamp>/`). */
  readonly dir: string;
  /** The run's facts: target as shown, seed, assumption mode, start, failed tests. */
  readonly facts: RunFacts;
  /** The per-rule table, expected failures and unreached rules already judged. */
  readonly results: readonly RuleResult[];
  /** `junit.xml`: its title and its cases. */
  readonly junit: { readonly title: string; readonly cases: readonly JunitCase[] };
  /** Where `--rate auto` settled (A6): part of `rules.json`. */
  readonly autoRate?: AutoRateFacts;
  /** What the run observed at each open point (`observed-choices.json`, src/calibration): the file name and value. */
  readonly observedChoices?: { readonly file: string; readonly value: unknown };
  /** The HAR file the run wrote (`exchanges.har`, relative to `dir`), for the rules page's links. */
  readonly har?: HarSummary;
  /** Absent for a run stopped at session open (no sign-off, no history). */
  readonly fullRun?: FullRunReport;
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * `rules.json`: the tool that ran (`tool`: version, `gitSha`, the full `ruleSetDigest`, `rules`),
 * the proxy that carried the run (`proxy`, no credentials; absent without one),
 * the run's facts (the target's label, kind, URL and how the reports name it,
 * seed, assumption mode, start, failed tests), its verdict (`verdict.text`, `verdict.outcome`,
 * `verdict.notJudged` …: what the GitHub Action reads, reports/README.md), where `--rate auto`
 * settled, and every rule with its summary and source.
 */
function rulesJson(content: ReportFolderContent): Record<string, unknown> {
  const { facts } = content;
  const { runTarget, verdict } = facts;
  const tool = facts.tool ?? content.fullRun?.tool;
  return {
    ...(tool ? { tool } : {}),
    ...(facts.proxy === undefined ? {} : { proxy: facts.proxy }),
    target: facts.target,
    targetKind: runTarget.kind,
    ...(runTarget.url === undefined ? {} : { targetUrl: runTarget.url }),
    against: againstText(runTarget),
    seed: facts.seed,
    assumptions: facts.assumptions,
    startedAt: facts.startedAt,
    failedTests: facts.failedTests,
    verdict,
    ...(content.autoRate ? { autoRate: content.autoRate } : {}),
    rules: rulesJsonRows(content.results),
  };
}

/**
 * The sign-off's and the history's sections of the front page; writes signoff.md, the request
 * bodies its commands read (`requests/`) and the history line.
 */
async function fullRunSections(content: ReportFolderContent, run: FullRunReport): Promise<string> {
  const { dir, facts, results } = content;
  const signoff = signoffOf(results, { ...facts, tool: run.tool }, run.traffic);
  for (const { file, body } of signoff.bodies) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), body);
  }
  await writeFile(join(dir, 'signoff.md'), renderSignoffMarkdown(signoff));
  const sections = renderSignoffHtml(signoff);
  if (run.history === undefined) return sections;
  const { root, target, interrupted } = run.history;
  const summary = summariseRun(results, {
    ...facts,
    target,
    tool: run.tool,
    verdict: facts.verdict.text,
    ...(interrupted ? { interrupted } : {}),
  });
  const history = await readHistory(root);
  const before = previousRun(history, target);
  const sameTarget = [...history.filter((past) => past.target === target), summary];
  await appendHistory(root, summary);
  return sections + renderHistorySection(sameTarget, before && compareRuns(before, summary));
}

/**
 * Writes the report folder of a run into `content.dir`: `junit.xml`, `rules.json` (the facts,
 * `--rate auto`'s rate, every rule with its summary and source), the observed choices
 * (`observed-choices.json`), `signoff.md` and the history line (`history.jsonl` in the report
 * root, unless the run does not join it), and `index.html` last, which links them. Mocha's
 * `report.html` and `report.json`, and `exchanges.har`, are written while the run goes.
 * Returns the path of `index.html`. Scrubbing the files of secrets is the caller's (scrubFiles).
 * @throws the file system's error when a file cannot be written.
 */
export async function writeReportFolder(content: ReportFolderContent): Promise<string> {
  const { dir, facts, junit } = content;
  await writeFile(
    join(dir, 'junit.xml'),
    renderJunit({ title: junit.title, startedAt: facts.startedAt }, junit.cases),
  );
  await writeJson(join(dir, 'rules.json'), rulesJson(content));
  if (content.observedChoices)
    await writeJson(join(dir, content.observedChoices.file), content.observedChoices.value);
  const sections = content.fullRun ? await fullRunSections(content, content.fullRun) : '';
  const index = join(dir, INDEX_FILE);
  await writeFile(index, renderRulesPage(content.results, facts, sections, content.har));
  return index;
}
