import { assumed, documented } from './rule.ts';

const FUNCTIONAL = 'Errors/Functional errors';
const ON = ['bulk-results'] as const;

/**
 * Rules of the records of a bulk file, judged on their result lines: each record that breaks a
 * field rule gets a record-level error line with the matching FORMAT_ERROR title
 * (interface.md Errors/Functional errors, Resources/Result record; assumptions.md A2).
 */
export const recordRules = [
  documented(
    'record-name-max-140',
    ON,
    FUNCTIONAL,
    'NAME_TOO_LONG | The field name exceeds 140 characters.',
    'A 141-character name gets a NAME_TOO_LONG error line; a 140-character name gets a result record.',
  ),
  documented(
    'record-name-or-id-mandatory',
    ON,
    FUNCTIONAL,
    'MANDATORY_FIELD_NOT_PROVIDED | A mandatory field is missing. Fields named: name or identification, bicfi (requesting, agent), iban.',
    'A party with neither name nor id gets a MANDATORY_FIELD_NOT_PROVIDED error line.',
  ),
  documented(
    'record-iban-mandatory',
    ON,
    FUNCTIONAL,
    'MANDATORY_FIELD_NOT_PROVIDED | A mandatory field is missing. Fields named: name or identification, bicfi (requesting, agent), iban.',
    'A record without partyAccount.iban gets a MANDATORY_FIELD_NOT_PROVIDED error line.',
  ),
  documented(
    'record-bicfi-mandatory',
    ON,
    FUNCTIONAL,
    'MANDATORY_FIELD_NOT_PROVIDED | A mandatory field is missing. Fields named: name or identification, bicfi (requesting, agent), iban.',
    'A record without requestingAgent bicfi gets a MANDATORY_FIELD_NOT_PROVIDED error line.',
  ),
  documented(
    'record-name-and-id-exclusive',
    ON,
    FUNCTIONAL,
    'MUTUALLY_EXCLUSIVE_FIELDS_USED | Mutually exclusive fields are both present: name and identification; lei, anyBIC and others; schemeNameCode and schemeNameProperty.',
    'A party with both name and id gets a MUTUALLY_EXCLUSIVE_FIELDS_USED error line.',
  ),
  documented(
    'record-organisation-id-exclusive',
    ON,
    FUNCTIONAL,
    'MUTUALLY_EXCLUSIVE_FIELDS_USED | Mutually exclusive fields are both present: name and identification; lei, anyBIC and others; schemeNameCode and schemeNameProperty.',
    'An organisation id with both lei and anyBIC gets a MUTUALLY_EXCLUSIVE_FIELDS_USED error line.',
  ),
  documented(
    'record-scheme-name-exclusive',
    ON,
    FUNCTIONAL,
    'MUTUALLY_EXCLUSIVE_FIELDS_USED | Mutually exclusive fields are both present: name and identification; lei, anyBIC and others; schemeNameCode and schemeNameProperty.',
    'An `others` entry with both schemeNameCode and schemeNameProprietary gets a MUTUALLY_EXCLUSIVE_FIELDS_USED error line.',
  ),
  documented(
    'record-lei-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_FIELD | A field value differs from the expected format. Fields named: name, identification, lei, schemeNameCode, schemeNameProprietary, anyBIC, bicfi (requesting, agent), issuer.',
    'A lei that breaks the LEI pattern (A2) gets an INVALID_FIELD error line.',
  ),
  documented(
    'record-bic-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_FIELD | A field value differs from the expected format. Fields named: name, identification, lei, schemeNameCode, schemeNameProprietary, anyBIC, bicfi (requesting, agent), issuer.',
    'An anyBIC or bicfi that breaks the BIC pattern (A2) gets an INVALID_FIELD error line.',
  ),
  assumed(
    'record-iban-invalid',
    ON,
    'A2',
    'the suite sends checksum-valid IBANs as valid values and pattern-breaking ones as invalid',
    'An IBAN that breaks the IBAN pattern gets an INVALID_FIELD error line.',
  ),
  documented(
    'record-error-uetr',
    ON,
    'Errors/Error response',
    'Record-level errors are one such object per line in the result file, each with its `uetr`.',
    'A record-level error line carries the uetr of the record it reports on.',
  ),
  assumed(
    'record-error-keeps-task',
    ['bulk-status', 'bulk-results'],
    'A2',
    'A record that breaks a field rule does **not** fail the task: its result line is an error object (code FORMAT_ERROR, the matching title, `uetr` of the record, `instance` pointing at the field).',
    'A file with broken records ends PROCESSED and its valid records get result records.',
  ),
] as const;
