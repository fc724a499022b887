/** Some entries of `exchanges.har`: the first numbers (1-based, in file order, at most 10) and how many in all. */
export interface HarEntryNumbers {
  readonly first: readonly number[];
  readonly count: number;
}

/** The run's `exchanges.har` (issue 24): its file name in the report folder, and each rule's entries. */
export interface HarLink {
  readonly file: string;
  readonly entries: number;
  /** Rule id → the entries its test made (their `_ruleIds` hold the id). */
  readonly entriesByRule: ReadonlyMap<string, HarEntryNumbers>;
  /** Rule id → the entries a failure of the rule replays (their `_failedRuleIds` hold the id). */
  readonly failedEntriesByRule: ReadonlyMap<string, HarEntryNumbers>;
}
