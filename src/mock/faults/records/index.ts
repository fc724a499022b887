import { recordNameMax140Strict } from './record-name-max-140--strict.ts';
import { recordNameMax140 } from './record-name-max-140.ts';

/** Faults of record-level rules of the result file (Functional errors, Limits; A2), one per file. */
export const RECORDS_FAULTS = [recordNameMax140Strict, recordNameMax140] as const;
