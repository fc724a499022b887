import type { MockChoice } from '../mock/choices/choice.ts';
import type { MutationReport } from './mutation-report.ts';
import { keyText } from './survivor-key.ts';
import { judgeMutants, type JudgedMutant, type SurvivorsFile, triage } from './survivor-triage.ts';
import { choiceVerdict, type GeneratedEntry } from './choice-verdict.ts';
import { nearestRules } from './nearest-rules.ts';

/** The fields of a report mutant the listing reads besides mutation-report.ts's. */
interface CoveredMutant {
  readonly id: string;
  readonly coveredBy?: readonly string[];
  readonly location: { readonly start: { readonly line: number }; readonly end: { readonly line: number } };
}

/** A Stryker JSON report as the triage reads it: its mutants' coverage and the names of its tests. */
export interface TriageReport extends MutationReport {
  readonly files: Readonly<
    Record<
      string,
      {
        readonly source: string;
        readonly mutants: readonly (CoveredMutant & MutationReport['files'][string]['mutants'][number])[];
      }
    >
  >;
  readonly testFiles?: Readonly<
    Record<string, { readonly tests: ReadonlyArray<{ readonly id: string; readonly name: string }> }>
  >;
}

/** One untriaged survivor as a person reads it. */
export interface TriageItem {
  readonly mutant: JudgedMutant;
  /** The source lines of the mutant (1-based `line`…`endLine`). */
  readonly lines: readonly string[];
  readonly endLine: number;
  /** Nearest rule ids (nearest-rules.ts); empty: no test reaches it. */
  readonly rules: readonly string[];
}

/** What `npm run mutation:triage` finds: the verdicts it can generate, and the rest to read. */
export interface TriageListing {
  readonly generated: readonly GeneratedEntry[];
  readonly toRead: readonly TriageItem[];
}

/**
 * The untriaged survivors of `report` (those survivors.json does not name): a generated `allowed`
 * verdict for each on a line that reads one choice (choice-verdict.ts), the others to read one by
 * one with their lines and nearest rules. The triage reads no outcome files: a Timeout is
 * then a mock that did not answer in time, counted killed as the check counts it (survivor-triage.ts).
 */
export function listUntriaged(
  report: TriageReport,
  survivors: SurvivorsFile,
  choices: readonly MockChoice[],
  ruleIds: ReadonlySet<string>,
): TriageListing {
  const mutants = judgeMutants(report, () => undefined);
  const { untriaged } = triage(mutants, survivors, Object.keys(report.files), true);
  const testNames = new Map(
    Object.values(report.testFiles ?? {}).flatMap((file) => file.tests.map((t) => [t.id, t.name] as const)),
  );
  const generated: GeneratedEntry[] = [];
  const toRead: TriageItem[] = [];
  for (const mutant of untriaged) {
    const file = report.files[mutant.key.file];
    const raw = file?.mutants.find((m) => m.id === mutant.id);
    if (!file || !raw) continue;
    const endLine = raw.location.end.line;
    const lines = file.source.split('\n').slice(mutant.line - 1, endLine);
    const verdict = choiceVerdict(mutant.key, lines.join('\n'), choices);
    if (verdict) generated.push(verdict);
    else
      toRead.push({ mutant, lines, endLine, rules: nearestRules(raw.coveredBy ?? [], testNames, ruleIds) });
  }
  return { generated: dedupe(generated), toRead };
}

/** One entry per key (two mutants can share a key: the same text mutated the same way twice in a file). */
function dedupe(entries: readonly GeneratedEntry[]): GeneratedEntry[] {
  return [...new Map(entries.map((entry) => [keyText(entry), entry])).values()];
}

/**
 * The listing as text: per file, per nearest rule (`(no test reaches it)` when none), each mutant as
 * a diff (`- ` its lines, `+ ` the replacement) with its status and mutator; then the counts.
 */
export function listingText(listing: TriageListing): string[] {
  const out: string[] = [];
  const byFile = new Map<string, TriageItem[]>();
  for (const item of listing.toRead)
    byFile.set(item.mutant.key.file, [...(byFile.get(item.mutant.key.file) ?? []), item]);
  for (const [file, items] of [...byFile].sort((a, b) => a[0].localeCompare(b[0]))) {
    out.push(`${file} (${String(items.length)})`);
    const byRule = new Map<string, TriageItem[]>();
    for (const item of items) {
      const rule = item.rules[0] ?? '(no test reaches it)';
      byRule.set(rule, [...(byRule.get(rule) ?? []), item]);
    }
    for (const [rule, ruleItems] of byRule) {
      out.push(`  nearest rule ${rule}`);
      for (const item of ruleItems.sort((a, b) => a.mutant.line - b.mutant.line)) {
        const { key, line, status } = item.mutant;
        const others = item.rules.slice(1);
        out.push(
          `    ${key.file}:${String(line)} ${key.mutatorName} (${status})${others.length > 0 ? `; also ${others.join(', ')}` : ''}`,
        );
        for (const text of item.lines) out.push(`      - ${text.trim()}`);
        out.push(`      + ${key.original} → ${key.replacement}`);
      }
    }
  }
  out.push(
    `${String(listing.generated.length)} verdict(s) generated (allowed: a line that reads one choice), ${String(listing.toRead.length)} survivor(s) to read`,
  );
  return out;
}
