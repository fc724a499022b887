import { createHash } from 'node:crypto';
import type { Rule } from './rule.ts';

/** Hex digits of a rule-set digest shown to a reader (`--version`, the sign-off); JSON keeps all 64. */
export const SHORT_DIGEST_LENGTH = 12;

/**
 * The SHA-256 (64 lowercase hex digits) of a rule set: its rules as `[id, level, quote]`, sorted
 * by id, serialised as JSON. Two runs whose digests match judged by the same rules, the same
 * levels and the same source sentences (interface.md, assumptions.md); a rule added, dropped,
 * moved to another level or traced to another sentence changes it. The order of the catalogue,
 * the summaries and the operations do not count.
 */
export function ruleSetDigest(rules: readonly Rule[]): string {
  const canonical = [...rules]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((rule) => [rule.id, rule.level, rule.source.quote]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** `digest` as a reader sees it: its first {@link SHORT_DIGEST_LENGTH} hex digits. */
export function shortDigest(digest: string): string {
  return digest.slice(0, SHORT_DIGEST_LENGTH);
}
