import { recordBicInvalid } from './record-bic-invalid.ts';
import { recordBicfiMandatory } from './record-bicfi-mandatory.ts';
import { recordErrorKeepsTaskHttp400 } from './record-error-keeps-task--http-400.ts';
import { recordErrorKeepsTask } from './record-error-keeps-task.ts';
import { recordErrorUetr } from './record-error-uetr.ts';
import { recordIbanInvalid } from './record-iban-invalid.ts';
import { recordIbanMandatory } from './record-iban-mandatory.ts';
import { recordLeiInvalid } from './record-lei-invalid.ts';
import { recordNameAndIdExclusive } from './record-name-and-id-exclusive.ts';
import { recordNameMax140Strict } from './record-name-max-140--strict.ts';
import { recordNameMax140 } from './record-name-max-140.ts';
import { recordNameOrIdMandatory } from './record-name-or-id-mandatory.ts';
import { recordOrganisationIdExclusive } from './record-organisation-id-exclusive.ts';
import { recordSchemeNameExclusive } from './record-scheme-name-exclusive.ts';

/** Faults of record-level rules of the result file (Functional errors, Limits; A2), one per file. */
export const RECORDS_FAULTS = [
  recordBicInvalid,
  recordBicfiMandatory,
  recordErrorKeepsTaskHttp400,
  recordErrorKeepsTask,
  recordErrorUetr,
  recordIbanInvalid,
  recordIbanMandatory,
  recordLeiInvalid,
  recordNameAndIdExclusive,
  recordNameMax140Strict,
  recordNameMax140,
  recordNameOrIdMandatory,
  recordOrganisationIdExclusive,
  recordSchemeNameExclusive,
] as const;
