import { readFileSync, statSync } from 'node:fs';
import { ConfigError } from '../errors.ts';
import { resolveChoiceSet } from '../mock/choices/choice-set.ts';
import type { ChoiceSet } from '../mock/choices/index.ts';
import { type FaultId, isMockFault } from '../mock/faults/index.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import type { Calibration } from './calibration.ts';
import type { CalibratedSettings } from './choice-reader.ts';

const SCHEMA = 'config/choices-file.schema.json';
/** Largest choices file read, bytes (one holds about 2 kB). */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * A mock's choices as a file (`mock --save-choices`, `mock --choices-file`), valid
 * against schemas/config/choices-file.schema.json.
 */
export interface ChoicesFile {
  readonly $schema?: string;
  /** The report folder it was calibrated from. */
  readonly source?: string;
  /** Choice id → alternative; a choice not named takes its first. */
  readonly choices: Readonly<Record<string, string>>;
  readonly settings?: CalibratedSettings;
  /** Faults switched on: the source run's deviations under `--with-deviations`. */
  readonly faults?: readonly string[];
}

/**
 * The choices file of `calibration`, from report folder `source`; with `withDeviations`, the
 * faults of the rules that failed there (those the catalogue has a fault for).
 */
export function choicesFileOf(
  calibration: Calibration,
  source: string,
  withDeviations: boolean,
): ChoicesFile {
  const faults = withDeviations
    ? calibration.deviations.flatMap((d) => (d.faultId === undefined ? [] : [d.faultId]))
    : [];
  return {
    source,
    choices: calibration.choices,
    settings: calibration.settings,
    ...(faults.length > 0 ? { faults } : {}),
  };
}

/**
 * The choices file at `path`, validated against its schema.
 * @throws ConfigError when it cannot be read, is over 1 MiB, is not JSON, breaks the schema or
 * names an unknown fault.
 */
export function readChoicesFile(path: string): ChoicesFile {
  let value: unknown;
  try {
    if (statSync(path).size > MAX_FILE_BYTES) throw new Error(`over ${MAX_FILE_BYTES} bytes`);
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'not valid JSON' : 'cannot be read';
    throw new ConfigError([`--choices-file ${path}: ${why} (${(error as Error).message})`]);
  }
  const checked = validate(SCHEMA, value);
  if (!checked.valid) throw new ConfigError([`--choices-file ${path}: ${schemaErrorText(checked.errors)}`]);
  const file = value as ChoicesFile;
  const unknown = (file.faults ?? []).filter((id) => !isMockFault(id));
  if (unknown.length > 0)
    throw new ConfigError([
      `--choices-file ${path}: unknown fault ${unknown.join(', ')} (see vop-conformance faults)`,
    ]);
  return file;
}

/** The choice set `file` names: its alternatives, the first elsewhere. */
export function choiceSetOf(file: ChoicesFile): ChoiceSet {
  return resolveChoiceSet({ mode: 'first', overrides: file.choices });
}

/** The faults `file` switches on. */
export function faultsOf(file: ChoicesFile): FaultId[] {
  return (file.faults ?? []).filter(isMockFault);
}
