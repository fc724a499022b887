import type { NdjsonFraming } from '../client/ndjson-framing.ts';
import type { Exchange } from '../client/types.ts';
import { BULK_HEADER_READERS } from './bulk-header-readers.ts';
import { BULK_TASK_READERS } from './bulk-task-readers.ts';
import type { CalibratedSettings, ChoiceReader, ChoiceReading } from './choice-reader.ts';
import { ERROR_READERS } from './error-readers.ts';
import { bodyObject, shownBy } from './exchange-parts.ts';
import { framingVerdict } from './framing-verdict.ts';
import { OBSERVED_CHOICES_FORMAT, type ObservationGroup, type ObservedChoices } from './observed-choices.ts';
import { SINGLE_CHECK_READERS } from './single-check-readers.ts';
import { TOKEN_READERS } from './token-readers.ts';

/** Every reader, by area. */
export const CHOICE_READERS: readonly ChoiceReader[] = [
  ...TOKEN_READERS,
  ...ERROR_READERS,
  ...SINGLE_CHECK_READERS,
  ...BULK_HEADER_READERS,
  ...BULK_TASK_READERS,
];

/** Most tasks whose last status is kept (a run follows a few hundred). */
const MAX_TASKS = 10_000;
/** Most distinct groups kept per choice: a correct provider shows one or two. */
const MAX_GROUPS = 20;

function taskIdOf(url: string): string | undefined {
  return /\/bulk\/([^/?]+)(?:\/status)?(?:\?|$)/.exec(url)?.[1]?.toLowerCase();
}

/** A median seen by polling, ms (the traffic's facts). */
interface MedianSeen {
  readonly medianMs: number;
}

interface Group {
  alternatives: readonly string[];
  count: number;
  shownBy: string;
}

/**
 * Listens to every exchange of a run (`VopClient.onExchange`) and to the framing of every result
 * file read, and keeps what they show at each open point of the spec files (the readers of
 * `CHOICE_READERS`), for `observed-choices.json` (which `mock --like` reads). Bounded memory: a few
 * groups per choice, the last status of at most 10,000 tasks. Holds no secret: an exchange is
 * named by method, path and status only. One per run.
 */
export class ChoiceObservations {
  readonly #groups = new Map<string, Group[]>();
  readonly #taskStatus = new Map<string, string>();
  #settings: CalibratedSettings = {};

  /** Takes one exchange: every reader reads it, then a status answer updates its task's status. */
  listen(exchange: Exchange): void {
    const taskId = taskIdOf(exchange.request.url);
    const taskStatus = taskId === undefined ? undefined : this.#taskStatus.get(taskId);
    for (const reader of CHOICE_READERS) {
      const verdict = reader.read(taskStatus === undefined ? { exchange } : { exchange, taskStatus });
      if (verdict) this.#add(reader.choice, verdict, shownBy(exchange));
    }
    if (
      taskId !== undefined &&
      exchange.request.operation === 'bulk-status' &&
      exchange.response.status === 200
    ) {
      const status = bodyObject(exchange)?.status;
      if (typeof status === 'string' && (this.#taskStatus.has(taskId) || this.#taskStatus.size < MAX_TASKS))
        this.#taskStatus.set(taskId, status);
    }
  }

  /** Takes how the body of the result file of `exchange` was framed (`ndjson-framing`). */
  framing(framing: NdjsonFraming, exchange: Exchange): void {
    const verdict = framingVerdict(framing);
    if (verdict) this.#add('ndjson-framing', verdict, `${shownBy(exchange)} (body)`);
  }

  /** Takes the lifecycle timings the traffic showed: the settings of `lifecycle-timing: configured`. */
  timings(toInProgress: MedianSeen | undefined, toFinal: MedianSeen | undefined): void {
    if (!toInProgress || !toFinal) return;
    this.#settings = {
      ...this.#settings,
      queueMs: toInProgress.medianMs,
      processingMs: Math.max(0, toFinal.medianMs - toInProgress.medianMs),
    };
    this.#add('lifecycle-timing', { alternatives: ['configured'] }, 'the status polls of every task');
  }

  #add(choice: string, verdict: ChoiceReading, by: string): void {
    if (verdict.settings) this.#settings = { ...verdict.settings, ...this.#settings };
    const groups = this.#groups.get(choice) ?? [];
    const key = verdict.alternatives.join('\n');
    const group = groups.find((g) => g.alternatives.join('\n') === key);
    if (group) group.count += 1;
    else if (groups.length < MAX_GROUPS)
      groups.push({ alternatives: verdict.alternatives, count: 1, shownBy: by });
    this.#groups.set(choice, groups);
  }

  /** What the run saw, as `observed-choices.json` holds it. */
  observed(): ObservedChoices {
    const choices: Record<string, readonly ObservationGroup[]> = {};
    for (const [choice, groups] of this.#groups) choices[choice] = groups.map((g) => ({ ...g }));
    return { format: OBSERVED_CHOICES_FORMAT, choices, settings: this.#settings };
  }
}
