import type { FaultId } from '../mock/faults/index.ts';

/** A run against a correct mock: any failed rule is a false alarm. */
export interface FalseAlarmOutcome {
  readonly set: string;
  readonly code: number | null;
  readonly seconds: number;
  readonly failedRules: readonly string[];
  /** Passed: exit 0, no failed rule. */
  readonly passed: boolean;
  /** Why not, when it did not pass. */
  readonly reason?: string;
}

/** A run against the mock breaking one fault. */
export interface FaultOutcome {
  readonly fault: FaultId;
  /** The rule the fault breaks: it must be among the failed rules. */
  readonly rule: string;
  readonly code: number | null;
  readonly seconds: number;
  readonly detected: boolean;
  /** Rules the run reported failed, its own and others (empty when none, or none readable). */
  readonly failedRules: readonly string[];
  /** Why it was MISSED. */
  readonly reason?: string;
}

/** What `efficacy.json` holds. */
export interface EfficacyReport {
  readonly startedAt: string;
  readonly seconds: number;
  /** Cases per property of the correct-mock runs. */
  readonly runs: number;
  /** Cases per property of the fault runs. */
  readonly faultRuns: number;
  readonly falseAlarms: readonly FalseAlarmOutcome[];
  readonly faults: readonly FaultOutcome[];
  /** Rules of the catalogue that no fault of the mock breaks (gaps of the catalogue). */
  readonly rulesWithoutFault: readonly string[];
  /**
   * Present when SIGINT or SIGTERM stopped the efficacy run: the sets and faults it did not
   * finish (their runs, stopped half-way, prove nothing and are left out).
   */
  readonly interrupted?: { readonly notRun: readonly string[] };
}
