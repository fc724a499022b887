import { MOCK_CHOICES } from '../../mock/choices/index.ts';
import { MOCK_FAULTS } from '../../mock/faults/index.ts';
import { catalogue } from '../../rules/catalogue.ts';
import type { ClauseTable } from '../../rules/clauses/clause.ts';
import { rawClauseTables } from '../../rules/clauses/clause-tables.ts';

/** The markers of README's figures section, written by `npm run docs` (src/cli/docs/write-readme.ts). */
export const FIGURES_MARKERS = {
  begin:
    '<!-- figures: generated from the catalogue, the faults, the choices and the clause tables by `npm run docs`; never edit by hand -->',
  end: '<!-- end of figures -->',
} as const;

/**
 * The figures README gives of what the suite holds (figures come from a command, never typed by
 * hand, so they cannot go stale): rules by level, the mock's faults and the rules they break, its choices and their
 * alternatives, the clauses of the two spec files by mode and their open gaps. One Markdown list.
 */
export function renderFigures(): string {
  const documented = catalogue.filter((r) => r.level === 'documented').length;
  const broken = new Set(MOCK_FAULTS.map((f) => f.rule));
  const unbroken = catalogue.filter((r) => !broken.has(r.id)).map((r) => r.id);
  const alternatives = MOCK_CHOICES.reduce((n, c) => n + c.alternatives.length, 0);
  const tables = rawClauseTables() as readonly ClauseTable[];
  const clauses = tables.flatMap((t) => t.clauses);
  const byMode = new Map<string, number>();
  for (const c of clauses) byMode.set(c.mode, (byMode.get(c.mode) ?? 0) + 1);
  const places = clauses.flatMap((c) => c.places);
  const gaps = places.filter((p) => p.gap === true).length;
  return [
    `- **Rules:** ${catalogue.length} (${documented} documented from interface.md, ${catalogue.length - documented} assumed from assumptions.md); \`vop-conformance rules\` lists them.`,
    `- **Faults of the mock:** ${MOCK_FAULTS.length}, breaking ${broken.size} of the ${catalogue.length} rules${unbroken.length > 0 ? ` (none yet for ${unbroken.join(', ')})` : ''}; \`vop-conformance faults\` lists them.`,
    `- **Choices of the mock** at the open points of the spec files: ${MOCK_CHOICES.length}, with ${alternatives} alternatives.`,
    `- **Clauses** of the two spec files: ${clauses.length} (${[...byMode].map(([mode, n]) => `${n} ${mode}`).join(', ')}), covering ${places.length} places; ${gaps} place${gaps === 1 ? '' : 's'} still a gap; \`vop-conformance rules --clauses\` prints them.`,
  ].join('\n');
}

/**
 * `readme` with the text between FIGURES_MARKERS replaced by `renderFigures()`.
 * @throws Error when `readme` lacks either marker.
 */
export function withFigures(readme: string): string {
  const begin = readme.indexOf(FIGURES_MARKERS.begin);
  const end = readme.indexOf(FIGURES_MARKERS.end);
  if (begin < 0 || end < begin)
    throw new Error(`README.md lacks the markers ${FIGURES_MARKERS.begin} … ${FIGURES_MARKERS.end}`);
  return `${readme.slice(0, begin + FIGURES_MARKERS.begin.length)}\n\n${renderFigures()}\n\n${readme.slice(end)}`;
}
