/** Options every row of `npm run bench` gets. */
export interface BenchOptions {
  /** Fewer and shorter rounds, for a smoke run (`--quick`); the figures are then rough. */
  readonly quick: boolean;
  /** Writes one progress line to stderr. */
  readonly log: (line: string) => void;
}

/** What one row measured, side by side with its baseline where it has one. */
export interface BenchRowResult {
  /** The figure compared with the goal, as a person reads it, e.g. `0.93× bare undici.request (8 412 vs 9 050 requests/s)`. */
  readonly result: string;
  /** True when the goal of the row is met. */
  readonly met: boolean;
  /** The raw figures (medians), named with their unit, e.g. `{ "client requests/s": 8412 }`. */
  readonly figures: Readonly<Record<string, number>>;
}

/**
 * One row of the benchmark table: what is measured, the goal, and how to measure
 * it. A row with a baseline runs it in the same process, rounds alternated (see `alternate`).
 */
export interface BenchRow {
  /** Kebab-case id, the value of `npm run bench -- --only <id>`. */
  readonly id: string;
  /** What is measured, as the printed table names the row. */
  readonly what: string;
  /** The goal, e.g. `≥ 0.9× bare`. */
  readonly goal: string;
  readonly run: (options: BenchOptions) => Promise<BenchRowResult>;
}
