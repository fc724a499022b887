/**
 * The survivors check of `npm run mutation`: every mutant of the mock the suite did not kill must be
 * triaged in test/mutation/survivors.json. Small pure functions over Stryker's JSON report (the
 * mutation-testing-report schema) and run-mutant.ts's outcome files, built from the mutant's key
 * (survivor-key.ts), the triage (survivor-triage.ts) and the summary (survivor-summary.ts); the
 * entry point is `check.ts`.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { MutantOutcome } from './mutant-outcome.ts';
import type { MutationReport } from './mutation-report.ts';
import { type MutantKey, shown, survivorLine } from './survivor-key.ts';
import { summaryLines } from './survivor-summary.ts';
import { type JudgedMutant, judgeMutants, type SurvivorsFile, triage } from './survivor-triage.ts';

/** Problems of survivors.json against its schema, one line each (empty when valid). */
export function validateSurvivors(schema: object, data: unknown): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map(
    (e: ErrorObject) => `${e.instancePath || '(root)'}: ${e.message ?? e.keyword}`,
  );
}

/** The result of a check: the lines to print, the warnings, the untriaged keys, the exit code. */
export interface CheckResult {
  readonly lines: readonly string[];
  readonly warnings: readonly string[];
  readonly untriaged: readonly MutantKey[];
  readonly exitCode: 0 | 1;
}

/**
 * The whole check: judges the report's mutants, matches them with survivors.json, and fails (exit
 * 1) listing every untriaged survivor; stale entries are warnings.
 */
export function checkReport(
  report: MutationReport,
  survivors: SurvivorsFile,
  outcomeOf: (id: string, key: MutantKey) => MutantOutcome | undefined,
  wallMs: number | undefined,
  partial = false,
): CheckResult & { readonly mutants: readonly JudgedMutant[] } {
  const mutants = judgeMutants(report, outcomeOf);
  const result = triage(mutants, survivors, Object.keys(report.files), partial);
  const lines = summaryLines(mutants, result, wallMs);
  if (result.untriaged.length > 0) {
    lines.push(
      '',
      `${result.untriaged.length} untriaged survivor(s): add each to test/mutation/survivors.json with a verdict` +
        ' (equivalent, allowed, fixed or gap) and its reason, or make the suite kill it:',
      ...result.untriaged.map(
        (m) => `  ${survivorLine(m.key, m.line)}${m.status === 'Survived' ? '' : ` (${m.status})`}`,
      ),
    );
  }
  const warnings = result.stale.map(
    (entry) =>
      `warning: stale entry in test/mutation/survivors.json (no such mutant survives any more): ` +
      `${entry.file} ${entry.mutatorName} "${shown(entry.original)}" -> "${shown(entry.replacement)}" (${entry.verdict})`,
  );
  return {
    lines,
    warnings,
    untriaged: result.untriaged.map((m) => m.key),
    exitCode: result.untriaged.length > 0 ? 1 : 0,
    mutants,
  };
}
