import { jsonBody } from '../../client/json-body.ts';
import type { Exchange } from '../../client/types.ts';
import type { ExploreExample } from './explore-example.ts';
import type { RunSequence } from './sequence-script.ts';

/** Most rare sequences one exploration hands to the example database. */
const MAX_KEPT = 3;
/** Largest sequence kept, characters of its JSON (a sequence of large files is not stored). */
const MAX_STORED_CHARS = 256 * 1024;

/** What kind of answer an exchange got: its operation, status, and the code and title of an error body. */
function answerOf(exchange: Exchange): string {
  const { status } = exchange.response;
  const body =
    status >= 400 ? (jsonBody(exchange) as { code?: unknown; title?: unknown } | undefined) : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const error = body ? ` ${text(body.code)} ${text(body.title)}`.trimEnd() : '';
  return `${exchange.request.operation ?? exchange.request.method} ${status}${error}`;
}

/**
 * The kinds of answer the sequences of one exploration showed (`answerOf`), and for each the
 * first passing sequence that showed it: a sequence whose answer no other sequence showed is rare,
 * and worth replaying on later runs (the example database).
 */
export class RareAnswers {
  readonly #count = new Map<string, number>();
  readonly #first = new Map<string, RunSequence>();

  /** Counts the answers of a sequence that held. */
  add(sequence: RunSequence): void {
    const answers = new Set(sequence.exchanges.map(({ exchange }) => answerOf(exchange)));
    for (const answer of answers) {
      this.#count.set(answer, (this.#count.get(answer) ?? 0) + 1);
      if (!this.#first.has(answer)) this.#first.set(answer, sequence);
    }
  }

  /** Up to three sequences that each showed an answer seen in no other sequence, as examples to keep. */
  examples(seed: number): ExploreExample[] {
    const kept = new Set<RunSequence>();
    for (const [answer, count] of this.#count) {
      const sequence = this.#first.get(answer);
      if (count !== 1 || !sequence || kept.size >= MAX_KEPT) continue;
      if (JSON.stringify(sequence.steps).length <= MAX_STORED_CHARS) kept.add(sequence);
    }
    const foundAt = new Date().toISOString();
    return [...kept].map((s) => ({ why: 'rare' as const, foundAt, seed, steps: s.steps }));
  }
}
