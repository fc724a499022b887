/** The run's `exchanges.har` (issue 24): its file name in the report folder, and each rule's entries. */
export interface HarLink {
  readonly file: string;
  readonly entries: number;
  /** Rule id → 1-based numbers of its first entries. */
  readonly entriesByRule: ReadonlyMap<string, readonly number[]>;
}
