import { assumed, documented } from './rule.ts';

const FUNCTIONAL = 'Errors/Functional errors';
const ON = ['bulk-results'] as const;
/** assumptions.md A2 on a record that breaks a field rule (its error line). */
const A2_ERROR_LINE =
  'A record that breaks a field rule does **not** fail the task: its result line is an error object (code FORMAT_ERROR, the matching title, `uetr` of the record, `instance` pointing at the field).';

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
  assumed(
    'record-name-empty',
    ON,
    'A2',
    '"party":{"name":"<1..140 chars>"}',
    'An empty party name (under its lower bound of 1) gets an error line INVALID_FIELD or MANDATORY_FIELD_NOT_PROVIDED.',
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
    'A record whose requesting agent or party agent has no bicfi (or without a requesting agent) gets a MANDATORY_FIELD_NOT_PROVIDED error line.',
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
    'An organisation id with two or three of lei, anyBIC and others gets a MUTUALLY_EXCLUSIVE_FIELDS_USED error line.',
  ),
  assumed(
    'record-organisation-id-missing',
    ON,
    'A2',
    'with exactly one of lei, anyBIC, others, and exactly one of schemeNameCode, schemeNameProprietary.',
    'An organisation id with none of lei, anyBIC and others, or an id without organisationId, gets an error line MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD.',
  ),
  documented(
    'record-scheme-name-exclusive',
    ON,
    FUNCTIONAL,
    'MUTUALLY_EXCLUSIVE_FIELDS_USED | Mutually exclusive fields are both present: name and identification; lei, anyBIC and others; schemeNameCode and schemeNameProperty.',
    'An `others` entry with both schemeNameCode and schemeNameProprietary gets a MUTUALLY_EXCLUSIVE_FIELDS_USED error line.',
  ),
  assumed(
    'record-scheme-name-missing',
    ON,
    'A2',
    'with exactly one of lei, anyBIC, others, and exactly one of schemeNameCode, schemeNameProprietary.',
    'An `others` entry with neither schemeNameCode nor schemeNameProprietary gets an error line MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD.',
  ),
  documented(
    'record-identification-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_FIELD | A field value differs from the expected format. Fields named: name, identification, lei, schemeNameCode, schemeNameProprietary, anyBIC, bicfi (requesting, agent), issuer.',
    "An `others` identification outside A2's `<1..256>` (empty, 257 characters) gets an INVALID_FIELD error line; 256 characters get a result record.",
  ),
  documented(
    'record-scheme-issuer-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_FIELD | A field value differs from the expected format. Fields named: name, identification, lei, schemeNameCode, schemeNameProprietary, anyBIC, bicfi (requesting, agent), issuer.',
    "An `others` entry whose schemeNameCode, schemeNameProprietary or issuer is not a string (A2's record shape gives them as text) gets an INVALID_FIELD error line, or INVALID_REQUEST (a value of the wrong JSON type); a string issuer gets a result record.",
  ),
  documented(
    'record-identification-mandatory',
    ON,
    FUNCTIONAL,
    'MANDATORY_FIELD_NOT_PROVIDED | A mandatory field is missing. Fields named: name or identification, bicfi (requesting, agent), iban.',
    'An `others` entry without identification gets a MANDATORY_FIELD_NOT_PROVIDED error line.',
  ),
  documented(
    'record-lei-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_FIELD | A field value differs from the expected format. Fields named: name, identification, lei, schemeNameCode, schemeNameProprietary, anyBIC, bicfi (requesting, agent), issuer.',
    'A lei that breaks the LEI pattern (A2, whole value: A12) gets an INVALID_FIELD error line; every pattern-valid LEI with valid check digits gets a result record.',
  ),
  documented(
    'record-bic-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_FIELD | A field value differs from the expected format. Fields named: name, identification, lei, schemeNameCode, schemeNameProprietary, anyBIC, bicfi (requesting, agent), issuer.',
    'An anyBIC or a bicfi of either agent that breaks the BIC pattern (A2, whole value: A12) gets an INVALID_FIELD error line; every pattern-valid BIC gets a result record.',
  ),
  assumed(
    'record-iban-invalid',
    ON,
    'A2',
    'the suite sends checksum-valid IBANs as valid values and pattern-breaking ones as invalid',
    'An IBAN that breaks the IBAN pattern (whole value: A12) gets an INVALID_FIELD error line; every checksum-valid IBAN of the pattern gets a result record.',
  ),
  documented(
    'record-structure-invalid',
    ON,
    FUNCTIONAL,
    'INVALID_REQUEST | The JSON does not match the expected structure.',
    'A record whose JSON does not match the record structure (a party that is a string, a partyAccount that is an array) gets an INVALID_REQUEST error line; the task is not failed.',
  ),
  assumed(
    'record-uetr-invalid',
    ON,
    'A2',
    'A record without a parseable `uetr` gives an error line with the title MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD.',
    'Each record without a parseable uetr (none, not a UUID) gets one error line MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD.',
  ),
  documented(
    'record-error-uetr',
    ON,
    'Errors/Error response',
    'Record-level errors are one such object per line in the result file, each with its `uetr`.',
    'A record-level error line carries the uetr of the record it reports on.',
  ),
  assumed(
    'record-error-instance',
    ON,
    'A2',
    A2_ERROR_LINE,
    'The instance of a record-level error line points at the broken field (a JSON pointer or an XPath ending in its path).',
  ),
  documented(
    'record-error-status-400',
    ON,
    'Errors',
    'Two categories exist: technical errors (reflected in the HTTP status) and record-level errors (inside the NDJSON result file, logically equal to 400).',
    'The status of a record-level error line, when present, is 400.',
  ),
  assumed(
    'record-error-keeps-task',
    ['bulk-status', 'bulk-results'],
    'A2',
    A2_ERROR_LINE,
    'A file with broken records ends PROCESSED and its valid records get result records.',
  ),
] as const;
