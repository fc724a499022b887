/** Edit distance (insertions, deletions, substitutions) between `a` and `b`, in characters. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The name of `known` nearest to `given`, for a "did you mean" (`baseURL` → `baseUrl`, `rates`
 * → `rate`, `untill` → `until`): letter case is ignored, and a name further than a quarter of
 * its length (at least 2 edits) is no suggestion. Undefined when none is near enough; the
 * first of equally near names.
 */
export function nearestName(given: string, known: readonly string[]): string | undefined {
  const wanted = given.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(wanted, name.toLowerCase());
    const limit = Math.max(2, Math.floor(name.length / 4));
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
