/** One variant of a side-by-side measurement: a round returns one figure (e.g. requests/s). */
export type BenchRound = () => Promise<number>;

/**
 * Runs `rounds` rounds; each round runs every variant once, in the order given, with the order
 * reversed every other round so neither variant always runs warm or first. Returns the median
 * figure of each variant by name.
 * @throws RangeError when `rounds` < 1.
 */
export async function alternate<K extends string>(
  rounds: number,
  variants: Readonly<Record<K, BenchRound>>,
): Promise<Record<K, number>> {
  if (rounds < 1) throw new RangeError(`rounds must be at least 1, got ${rounds}`);
  const names = Object.keys(variants) as K[];
  const figures = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) figures.get(name)?.push(await variants[name]());
  }
  return Object.fromEntries(names.map((name) => [name, median(figures.get(name) ?? [])])) as Record<
    K,
    number
  >;
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
