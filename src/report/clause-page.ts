import type { Clause, ClausePlace, ClauseTable, ClauseValue } from '../rules/clauses/clause.ts';
import { clauseGaps } from '../rules/clauses/table-problems.ts';

/**
 * The clause audit of the two spec files as a Markdown page for people: a summary, the gaps first
 * (the work list), then every clause of interface.md and assumptions.md by section, with its mode
 * and the words that make it so, its places with the rule ids that check them (gaps in bold), and its
 * nearest misses, widest legal values and probes, each ticked when the suite sends it today, with
 * the rule ids (or test titles) that send or judge it.
 * `vop-conformance rules --clauses` prints it. Pure: renders what it is given.
 */
export function renderClausePage(tables: readonly ClauseTable[]): string {
  const clauses = tables.flatMap((t) => t.clauses);
  const gaps = clauseGaps(tables);
  const values = clauses.flatMap((c) => [...c.reject, ...c.accept]);
  const lines = [
    '# Clause audit of interface.md and assumptions.md',
    '',
    `${clauses.length} clauses: ${modeCounts(clauses)}. ${gaps.length} places flagged as gaps. ` +
      `${values.length} nearest misses and widest legal values, ${values.filter((v) => v.covered).length} sent on every run today.`,
    '',
    'A ticked value is sent (or, for what a provider sends, judged) on every run; *drawn* means a generator may draw it at random;',
    'an unticked value names the rule it belongs to (existing or proposed).',
    '',
    '## Gaps',
    '',
    ...(gaps.length === 0
      ? ['None.']
      : [
          '| clause | mode | operation | at | missing |',
          '| --- | --- | --- | --- | --- |',
          ...gaps.map((g) => row([`\`${g.clauseId}\``, g.mode, g.operation, g.at, g.missing])),
        ]),
    '',
    ...tables.flatMap(renderTable),
  ];
  return `${lines.join('\n')}\n`;
}

function modeCounts(clauses: readonly Clause[]): string {
  const modes = ['asserted-documented', 'asserted-assumed', 'observed', 'not-testable'] as const;
  return modes.map((mode) => `${clauses.filter((c) => c.mode === mode).length} ${mode}`).join(', ');
}

function renderTable(table: ClauseTable): string[] {
  const sections = [...new Set(table.clauses.map((c) => c.section))];
  return [
    `## ${table.doc}`,
    '',
    ...sections.flatMap((section) => [
      `### ${section}`,
      '',
      ...table.clauses.filter((c) => c.section === section).flatMap(renderClause),
    ]),
  ];
}

function renderClause(clause: Clause): string[] {
  const why = `*${clause.mode}*, because ${clause.modeWhy.doc} says "${clause.modeWhy.words}"${clause.modeWhy.note ? ` (${clause.modeWhy.note})` : ''}.`;
  return [
    `#### \`${clause.id}\``,
    '',
    `> ${clause.quote}`,
    '',
    `${clause.statement} ${why}`,
    '',
    ...(clause.places.length === 0
      ? []
      : ['| operation | at | rules |', '| --- | --- | --- |', ...clause.places.map(renderPlace), '']),
    ...values('Nearest misses (must be rejected)', clause.reject),
    ...values('Widest legal values (must be accepted)', clause.accept),
    ...values('Probes (recorded, not judged)', clause.probes ?? []),
  ];
}

function renderPlace(place: ClausePlace): string {
  const sides = [
    place.acceptRules ? `accept: ${ids(place.acceptRules)}` : '',
    place.rejectRules ? `reject: ${ids(place.rejectRules)}` : '',
    place.rules ? ids(place.rules) : '',
    place.reason ? `none: ${place.reason}` : '',
    place.gap ? `**GAP**: ${place.missing ?? ''}` : '',
  ].filter((part) => part !== '');
  return row([place.operation, place.at, sides.join('; ')]);
}

function ids(list: readonly string[]): string {
  return list.map((id) => `\`${id}\``).join(', ');
}

function values(title: string, list: readonly ClauseValue[]): string[] {
  if (list.length === 0) return [];
  return [`${title}:`, '', ...list.map(renderValue), ''];
}

function renderValue(value: ClauseValue): string {
  const facts = [
    value.covered && value.by ? `by ${ids(value.by)}` : '',
    !value.covered && value.coveredAt ? `sent on ${value.coveredAt.join(', ')} only` : '',
    !value.covered && value.drawn ? `drawn at random${value.by ? ` by ${ids(value.by)}` : ''}` : '',
    !value.covered && value.rule ? `rule: \`${value.rule}\`` : '',
    value.note ?? '',
  ].filter((fact) => fact !== '');
  return `- [${value.covered ? 'x' : ' '}] ${value.value}${facts.length > 0 ? ` (${facts.join('; ')})` : ''}`;
}

function row(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ')).join(' | ')} |`;
}
