import { expect } from 'chai';
import { renderClausePage } from '../../src/report/clause-page.ts';
import type { ClauseTable } from '../../src/rules/clauses/clause.ts';
import { clauseTables } from '../../src/rules/clauses/clause-tables.ts';
import { validate } from '../../src/schemas/registry.ts';

const TABLE: ClauseTable = {
  doc: 'assumptions.md',
  clauses: [
    {
      id: 'a10-not-a-tag-400',
      doc: 'assumptions.md',
      section: 'A10. Accept-Language values',
      quote: 'A value that is not a language tag at all',
      statement: 'Not a tag: 400.',
      mode: 'asserted-assumed',
      modeWhy: { doc: 'assumptions.md', words: 'gives 400 FORMAT_ERROR INVALID_HEADER' },
      places: [
        {
          operation: 'bulk-status',
          at: 'header | Accept-Language',
          rejectRules: ['status-accept-language-iso-639-1'],
          gap: true,
          missing: 'an empty value is never sent',
        },
      ],
      reject: [
        { value: '`english`', covered: true, by: ['status-accept-language-iso-639-1'] },
        { value: 'an empty value', covered: false, rule: 'status-accept-language-iso-639-1' },
        {
          value: '`e`',
          covered: false,
          drawn: true,
          by: ['status-accept-language-iso-639-1', 'results-accept-language-iso-639-1'],
        },
      ],
      accept: [],
    },
  ],
};

describe('report: the clause page (rules --clauses)', () => {
  it('lists the gaps first, ticks what is sent, names the rule of what is not, and escapes table pipes', () => {
    const page = renderClausePage([TABLE]);
    expect(page).to.include(
      '1 clauses: 0 asserted-documented, 1 asserted-assumed, 0 observed, 0 not-testable.',
    );
    expect(page.indexOf('## Gaps')).to.be.lessThan(page.indexOf('## assumptions.md'));
    expect(page).to.include(
      '| `a10-not-a-tag-400` | asserted-assumed | bulk-status | header \\| Accept-Language | an empty value is never sent |',
    );
    expect(page).to.include(
      'reject: `status-accept-language-iso-639-1`; **GAP**: an empty value is never sent',
    );
    expect(page).to.include('- [x] `english` (by `status-accept-language-iso-639-1`)');
    expect(page).to.include(
      '- [ ] `e` (drawn at random by `status-accept-language-iso-639-1`, `results-accept-language-iso-639-1`)',
    );
    expect(page).to.include('- [ ] an empty value (rule: `status-accept-language-iso-639-1`)');
  });

  it('renders every clause of the real tables under its section', () => {
    const tables = clauseTables((table) =>
      validate('rules/clause-table.schema.json', table).valid ? [] : ['invalid'],
    );
    const page = renderClausePage(tables);
    for (const clause of tables.flatMap((t) => t.clauses)) expect(page).to.include(`#### \`${clause.id}\``);
    expect(page).to.include('### Endpoints/4. Bulk status');
  });
});
