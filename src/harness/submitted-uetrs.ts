/**
 * The uetrs of the records of one submitted bulk file, in submission order, looked up without
 * regard to case (A11). What a result file is judged against: a record's lines are counted at its
 * index, so the bookkeeping of a file holds one entry per record, never one per line.
 */
export interface SubmittedUetrs {
  /** How many records were submitted. */
  readonly size: number;
  /** The index (0-based, submission order) of the record with `uetr` in any letter case; undefined when none has it. */
  indexOf(uetr: string): number | undefined;
  /** The uetr of the record at `index` (0 ≤ index < size), as submitted. */
  uetrAt(index: number): string;
}

/**
 * The {@link SubmittedUetrs} of `uetrs` (the records' uetrs in submission order), held in a map
 * by lower-case uetr; a uetr given twice names its first record.
 */
export function submittedUetrs(uetrs: readonly string[]): SubmittedUetrs {
  const byUetr = new Map<string, number>();
  uetrs.forEach((uetr, index) => {
    const key = uetr.toLowerCase();
    if (!byUetr.has(key)) byUetr.set(key, index);
  });
  return {
    size: uetrs.length,
    indexOf: (uetr) => byUetr.get(uetr.toLowerCase()),
    uetrAt: (index) => uetrs[index] ?? '',
  };
}
