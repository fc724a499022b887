import { calibrate } from '../calibration/calibrate.ts';
import { calibrationSummary } from '../calibration/calibration-summary.ts';
import {
  type ChoicesFile,
  choiceSetOf,
  choicesFileOf,
  faultsOf,
  readChoicesFile,
} from '../calibration/choices-file.ts';
import type { CalibratedSettings } from '../calibration/choice-reader.ts';
import { readSourceRun, type SourceRun } from '../calibration/source-run.ts';
import type { ChoiceSet } from '../mock/choices/index.ts';
import type { FaultId } from '../mock/faults/index.ts';

/** A mock as a choices file or a source run makes it: choices, faults, settings, what to print. */
export interface CalibratedMock {
  readonly file: ChoicesFile;
  readonly choices: ChoiceSet;
  readonly faults: readonly FaultId[];
  readonly settings: CalibratedSettings;
  /** The summary lines (what was determined, undetermined, not observed; deviations). */
  readonly summary: readonly string[];
}

/**
 * The mock calibrated from `source`, the run whose report folder is `reportDir` (`mock --like`,
 * `run --mock-like`): its choices, settings and, with `withDeviations`, the faults of the
 * rules that failed there. Reads nothing.
 */
export function mockFromSource(
  source: SourceRun,
  reportDir: string,
  withDeviations: boolean,
): CalibratedMock {
  const calibration = calibrate(source.observed, source.failedRules);
  const file = choicesFileOf(calibration, reportDir, withDeviations);
  return {
    file,
    choices: choiceSetOf(file),
    faults: faultsOf(file),
    settings: file.settings ?? {},
    summary: calibrationSummary(calibration, withDeviations),
  };
}

/**
 * The mock calibrated from the run whose report folder is `reportDir`: {@link readSourceRun},
 * then {@link mockFromSource}. `flag` names the option in errors.
 * @throws ConfigError when the folder holds no observed-choices.json or rules.json (see readSourceRun).
 */
export function mockLike(reportDir: string, withDeviations: boolean, flag: string): CalibratedMock {
  return mockFromSource(readSourceRun(reportDir, flag), reportDir, withDeviations);
}

/**
 * The mock a choices file names (`mock --choices-file`).
 * @throws ConfigError when the file cannot be read or breaks its schema (see readChoicesFile).
 */
export function mockFromFile(path: string): CalibratedMock {
  const file = readChoicesFile(path);
  return {
    file,
    choices: choiceSetOf(file),
    faults: faultsOf(file),
    settings: file.settings ?? {},
    summary: [`choices from ${path}${file.source ? ` (calibrated from ${file.source})` : ''}`],
  };
}

/** The choices file as `--print-choices` prints and `--save-choices` writes it. */
export function choicesFileText(file: ChoicesFile, schemaPath: string): string {
  return `${JSON.stringify({ $schema: schemaPath, ...file }, null, 2)}\n`;
}
