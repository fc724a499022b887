import { ConformanceFailure } from './conformance-failure.ts';

/**
 * record-uetr-invalid on the records of a file submitted without a parseable uetr (A2: "A record
 * without a parseable `uetr` gives an error line with the title MANDATORY_FIELD_NOT_PROVIDED or
 * INVALID_FIELD"): `labels` names each such record, `lines` counts the error lines with either
 * title that carry no uetr of a submitted record. The failure when there are fewer lines than
 * records; undefined otherwise.
 */
export function uetrInvalidFailure(labels: readonly string[], lines: number): ConformanceFailure | undefined {
  if (lines >= labels.length) return undefined;
  return new ConformanceFailure(
    'record-uetr-invalid',
    `${labels.length} records without a parseable uetr (${labels.join('; ')}), ${lines} error lines MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD without a submitted uetr`,
    'one error line MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD per record without a parseable uetr',
  );
}
