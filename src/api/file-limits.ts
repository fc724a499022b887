/**
 * The limits of a bulk file beyond which its task ends FAILED (interface.md Limits: "Maximum file
 * size and maximum number of records of a bulk file (exceeding them gives FAILED): not shown"):
 * the target's, as configured (VOP_MAX_FILE_BYTES, VOP_MAX_RECORDS, a profile's `fileLimits`), or
 * the embedded mock's own. A limit not given is unknown.
 */
export interface BulkFileLimits {
  /** Largest bulk file that is processed, bytes of UTF-8 as sent. */
  readonly maxFileBytes?: number;
  /** Most records a bulk file may hold and be processed. */
  readonly maxRecords?: number;
}
