import { CHOICE_LIST } from '../mock/choices/index.ts';
import type { MockChoice } from '../mock/choices/choice.ts';
import type { RuleId } from '../rules/catalogue.ts';

/**
 * The choice sets a mutant is run against. Most of the mock's code is reached under one
 * alternative of a choice only (src/mock/choices/): against its default set alone, a mutant of
 * any other alternative's code would survive untested. Each set `alternative-n` takes, at every
 * choice, its n-th alternative where it has one and its first (the default) elsewhere; together
 * they take every alternative of every choice. Every set is a correct provider, so the
 * unmutated mock passes each (Stryker's initial run checks it).
 */
export interface MutantChoiceSet {
  /** `first`, or `alternative-n` (1-based). */
  readonly name: string;
  /** Choice id → alternative, for the choices that do not take their first. */
  readonly overrides: Readonly<Record<string, string>>;
  /** `--seed` of the run against it: fixed, so a mutant's verdict does not depend on the draw. */
  readonly seed: number;
  /**
   * Lifetime of the mock's tokens under `token-lifetime: configured`, s: 1 in `first` (a run's own:
   * the expired-token rules and token-bearer-accepted are judged there, after 2 s of waiting), 60
   * in every other set (their expired-token tests are not judged, as under the alternatives `60`
   * and `3600`: nobody waits, and the client does not renew its token every half second).
   */
  readonly tokenLifetimeSeconds: number;
  /**
   * True in `alternative-4` (SEEDED_SET): its run reads the mock's seeded provider-state tasks (A9;
   * the ids `vop-conformance mock` prints as `VOP_TASK_ID_*`), every other set makes its tasks with
   * the scenario names. Both are ways a client reaches a task in a state, so both are mutated and
   * judged. Not the set of `lifecycle-timing: no-queue` (`alternative-2`): a configured IN_PROGRESS
   * task found final is taken as one that finished since (not judged), while the first read of a
   * task made with SCENARIO_SLOW judges it, so a mutant that makes every task final at once under
   * no-queue is caught only with the scenario names. The command runner (`choiceSetFlags`) has no
   * flag for it: it uses scenario names.
   */
  readonly seededTasks: boolean;
  /** The mock's rate limit, requests per second before 429 (A6); 0 (no limit) in every set but RATE_LIMITED_SET. */
  readonly rateLimitPerSecond: number;
  /** Requests the suite's client has in flight at once: 8, or 1 in RATE_LIMITED_SET. */
  readonly concurrency: number;
  /** The rules whose tests the set runs; empty: every test of every suite. */
  readonly rules: readonly RuleId[];
}

/**
 * Alternatives a set takes besides its n-th ones, for code reached only under a pair that no
 * `alternative-n` makes: the single checks' missing-header 400 is written in the flat body only,
 * so `alternative-4` (flat, as it has no 4th shape) takes `single-check-headers: mandatory`,
 * which `alternative-2` takes beside the envelope.
 */
const PAIRED: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  4: { 'single-check-headers': 'mandatory' },
};

/** The set (its n) whose run reads the mock's seeded provider-state tasks (`MutantChoiceSet.seededTasks`). */
const SEEDED_SET = 4;

/**
 * The set taking alternative `n` (1-based) of every choice that has one, the first elsewhere,
 * plus the paired alternatives of `n` (PAIRED) among `choices`.
 */
export function alternativeSet(n: number, choices: readonly MockChoice[] = CHOICE_LIST): MutantChoiceSet {
  const overrides: Record<string, string> = {};
  for (const choice of choices) {
    const alternative = choice.alternatives[n - 1];
    const paired = PAIRED[n]?.[choice.id];
    if (n > 1 && alternative !== undefined) overrides[choice.id] = alternative;
    else if (paired !== undefined && choice.alternatives.includes(paired)) overrides[choice.id] = paired;
  }
  return {
    name: n === 1 ? 'first' : `alternative-${n}`,
    overrides,
    seed: 100 + n,
    tokenLifetimeSeconds: n === 1 ? 1 : 60,
    seededTasks: n === SEEDED_SET,
    rateLimitPerSecond: 0,
    concurrency: 8,
    rules: [],
  };
}

/**
 * The set whose mock rate-limits (A6: "429 may carry `Retry-After`"): the first alternative of
 * every choice, at most 2 requests a second, and only the tests of status-x-request-id-empty
 * (about 10 requests), sent one at a time. The mock's 429 answer is reached only over a limit,
 * which no `alternative-n` set has: the suite never provokes a 429 (A6: it keeps under the
 * provider's limits), and 429s in a whole run would make which test meets one a matter of timing.
 * One request at a time makes it certain: the third request within a second gets 429, and its
 * retry a full second later (Retry-After: 1) finds every request the window counted more than a
 * second old, so it is admitted and the test passes, while the checks on every exchange judge
 * each 429 (its error body's shape and limits, not a server error). About 3.5 s a run.
 */
export const RATE_LIMITED_SET: MutantChoiceSet = {
  name: 'rate-limited',
  overrides: {},
  seed: 99,
  tokenLifetimeSeconds: 60,
  seededTasks: false,
  rateLimitPerSecond: 2,
  concurrency: 1,
  rules: ['status-x-request-id-empty'],
};

/**
 * Every set a mutant may be run against, cheapest first: `first`, then `alternative-2` up to the
 * most alternatives a choice has, then RATE_LIMITED_SET, except that `alternative-3` comes last:
 * it holds `lifecycle-timing=seconds-with-jitter`, whose tasks take seconds (a run of about 30 s,
 * not 4). The runs of a mutant stop at the first set that kills it.
 */
export function mutantChoiceSets(choices: readonly MockChoice[] = CHOICE_LIST): MutantChoiceSet[] {
  const most = Math.max(1, ...choices.map((c) => c.alternatives.length));
  const order = Array.from({ length: most }, (_, i) => i + 1);
  const slow = order.includes(3) ? [alternativeSet(3, choices)] : [];
  return [...order.filter((n) => n !== 3).map((n) => alternativeSet(n, choices)), RATE_LIMITED_SET, ...slow];
}

/** The `vop-conformance run` flags that make the embedded mock take `set`. */
export function choiceSetFlags(set: MutantChoiceSet): string[] {
  const flags = ['--seed', String(set.seed)];
  for (const [id, alternative] of Object.entries(set.overrides))
    flags.push('--mock-choice', `${id}=${alternative}`);
  return flags;
}

/**
 * The sets `names` names (comma-separated, in their order), or every set of `mutantChoiceSets`
 * when `names` is undefined or empty.
 * @throws Error naming an unknown set and the known ones.
 */
export function selectChoiceSets(
  names: string | undefined,
  sets: readonly MutantChoiceSet[] = mutantChoiceSets(),
): MutantChoiceSet[] {
  if (names === undefined || names.trim() === '') return [...sets];
  return names.split(',').map((name) => {
    const set = sets.find((s) => s.name === name.trim());
    if (!set) throw new Error(`unknown choice set ${name} (known: ${sets.map((s) => s.name).join(', ')})`);
    return set;
  });
}
