/**
 * The rule id a test of the suites names: its own title starts `<rule id>: ` (src/harness/rule-it.ts),
 * the last such id in its full title (Stryker's test name: `[<set>] <describe> <rule id>: …`).
 * Undefined for a title that names none, or an id `known` does not hold.
 */
export function ruleOfTest(name: string, known: ReadonlySet<string>): string | undefined {
  const ids = [...name.matchAll(/(?:^|\s)([a-z0-9]+(?:-[a-z0-9]+)+): /g)].map((m) => m[1] ?? '');
  const id = ids.reverse().find((candidate) => known.has(candidate));
  return id;
}

/**
 * The rules nearest a mutant, from the tests that reach it (`coveredBy`, Stryker's test ids): each
 * rule scored by the share of its tests that reach the mutant (a rule all of whose tests reach it is
 * nearer than server-no-5xx, whose many tests reach everything), then by how many do, then by id;
 * at most `max`. Empty when no test reaches it (NoCoverage).
 * @param testNames Stryker's test id → test name (the report's `testFiles`).
 */
export function nearestRules(
  coveredBy: readonly string[],
  testNames: ReadonlyMap<string, string>,
  known: ReadonlySet<string>,
  max = 3,
): string[] {
  const testsOf = new Map<string, number>();
  for (const name of testNames.values()) {
    const rule = ruleOfTest(name, known);
    if (rule) testsOf.set(rule, (testsOf.get(rule) ?? 0) + 1);
  }
  const hits = new Map<string, number>();
  for (const id of coveredBy) {
    const rule = ruleOfTest(testNames.get(id) ?? '', known);
    if (rule) hits.set(rule, (hits.get(rule) ?? 0) + 1);
  }
  const share = (rule: string, count: number): number => count / (testsOf.get(rule) ?? count);
  return [...hits.entries()]
    .sort((a, b) => share(b[0], b[1]) - share(a[0], a[1]) || b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([rule]) => rule);
}
