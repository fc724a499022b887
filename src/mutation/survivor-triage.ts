/**
 * The triage of the survivors check: each mutant of the report classed (killed, not killed,
 * Stryker's error, unscored) and the not-killed ones matched by key with the entries of
 * test/mutation/survivors.json, each with its verdict.
 */
import type { MutantOutcome } from './mutant-outcome.ts';
import type { MutantStatus, MutationReport } from './mutation-report.ts';
import { type MutantKey, keyText, mutantKey } from './survivor-key.ts';

/**
 * equivalent and allowed leave a mutant out of the score; fixed (the suite now catches it) and gap
 * (a blind spot known and not closed yet) keep it in, as not killed until a run kills it.
 */
export type Verdict = 'equivalent' | 'allowed' | 'fixed' | 'gap';

/** One entry of survivors.json (its `reason` is checked by the schema). */
export interface SurvivorEntry extends MutantKey {
  readonly verdict: Verdict;
  readonly reason: unknown;
}

export interface SurvivorsFile {
  readonly survivors: readonly SurvivorEntry[];
}

/** How this check classes a mutant. */
export type MutantClass =
  | 'killed'
  /** Not killed: Survived, NoCoverage, or Timeout whose outcome shows no failed rule. */
  | 'not-killed'
  /** Stryker's CompileError or RuntimeError: not scored. */
  | 'stryker-error'
  /** Ignored or Pending: not scored. */
  | 'unscored';

/** A mutant of the report with everything the summary needs. */
export interface JudgedMutant {
  readonly id: string;
  readonly status: MutantStatus;
  readonly key: MutantKey;
  readonly line: number;
  readonly outcome?: MutantOutcome | undefined;
  readonly class: MutantClass;
  /** Status Timeout, or its outcome says a run hit its deadline. */
  readonly timedOut: boolean;
  /** Its outcome says the suite could not test (exit 2): Stryker counted it killed. */
  readonly errored: boolean;
}

/**
 * The class of a mutant. A Timeout of the command runner (it wrote an outcome: a whole run of the
 * suite) counts as killed only when the outcome shows a failed rule: the suite caught it before
 * the time ran out. A Timeout of the mocha runner (no outcome) is a mock that did not answer the
 * mutant's tests within 1.5 times their time plus 10 s (stryker.config.mjs): a provider that does
 * not answer leaves the rules of those exchanges not judged, which the verdict names on its first
 * line, never a pass; it counts as detected, as Stryker counts it, and the summary gives the count.
 */
export function classify(status: MutantStatus, outcome: MutantOutcome | undefined): MutantClass {
  switch (status) {
    case 'Killed':
      return 'killed';
    case 'Survived':
    case 'NoCoverage':
      return 'not-killed';
    case 'Timeout':
      if (outcome === undefined) return 'killed';
      return outcome.failedRules.length > 0 ? 'killed' : 'not-killed';
    case 'CompileError':
    case 'RuntimeError':
      return 'stryker-error';
    case 'Ignored':
    case 'Pending':
      return 'unscored';
  }
}

/**
 * Every mutant of `report`, judged. `outcomeOf` gives a mutant's outcome: the file run-mutant.ts
 * wrote in this run (by id), else the one kept from an earlier run (by key), for the mutants
 * Stryker's incremental mode did not run again.
 */
export function judgeMutants(
  report: MutationReport,
  outcomeOf: (id: string, key: MutantKey) => MutantOutcome | undefined,
): JudgedMutant[] {
  const judged: JudgedMutant[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      const key = mutantKey(file, source, mutant);
      const outcome = outcomeOf(mutant.id, key);
      judged.push({
        id: mutant.id,
        status: mutant.status,
        key,
        line: mutant.location.start.line,
        outcome,
        class: classify(mutant.status, outcome),
        timedOut: mutant.status === 'Timeout' || outcome?.deadlineHit === true,
        errored: outcome?.error === true,
      });
    }
  }
  return judged;
}

/** The not-killed mutants matched against survivors.json, and the entries nothing matched. */
export interface Triage {
  /** Not-killed mutants with their entry's verdict. */
  readonly triaged: ReadonlyArray<{ readonly mutant: JudgedMutant; readonly verdict: Verdict }>;
  /** Not-killed mutants no entry names. */
  readonly untriaged: readonly JudgedMutant[];
  /** Entries that name no surviving mutant any more (warned, not failed). */
  readonly stale: readonly SurvivorEntry[];
}

/**
 * Matches the not-killed mutants with the entries of survivors.json by key. An entry is stale when
 * its file is in the report and no not-killed mutant has its key; in a `partial` report (a run on
 * some lines only, `mutation:changed`) only when a killed mutant has its key.
 */
export function triage(
  mutants: readonly JudgedMutant[],
  file: SurvivorsFile,
  reportFiles: readonly string[],
  partial = false,
): Triage {
  const entries = new Map(file.survivors.map((entry) => [keyText(entry), entry]));
  const used = new Set<string>();
  const triaged: Array<{ mutant: JudgedMutant; verdict: Verdict }> = [];
  const untriaged: JudgedMutant[] = [];
  for (const mutant of mutants) {
    if (mutant.class !== 'not-killed') continue;
    const text = keyText(mutant.key);
    const entry = entries.get(text);
    if (entry) {
      used.add(text);
      triaged.push({ mutant, verdict: entry.verdict });
    } else untriaged.push(mutant);
  }
  const inReport = new Set(reportFiles);
  const killed = new Set(mutants.filter((m) => m.class === 'killed').map((m) => keyText(m.key)));
  const stale = file.survivors.filter((entry) => {
    const text = keyText(entry);
    if (used.has(text)) return false;
    return partial ? killed.has(text) : inReport.has(entry.file);
  });
  return { triaged, untriaged, stale };
}
