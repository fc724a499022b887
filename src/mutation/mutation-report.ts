/**
 * The fields of Stryker's JSON report (the mutation-testing-report schema) that the survivors check
 * reads: each mutated file's source and mutants.
 */

/** A mutant's status in the report (mutation-testing-report schema). */
export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

/** A place in a mutated file. */
export interface Position {
  /** 1-based. */
  readonly line: number;
  /** 1-based; the end column is exclusive. */
  readonly column: number;
}

/** The fields of a report's mutant this check reads. */
export interface ReportMutant {
  readonly id: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: MutantStatus;
  readonly location: { readonly start: Position; readonly end: Position };
}

/** The fields of Stryker's JSON report this check reads. */
export interface MutationReport {
  readonly files: Readonly<
    Record<string, { readonly source: string; readonly mutants: readonly ReportMutant[] }>
  >;
}
