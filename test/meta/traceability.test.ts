import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { DeclaredTest } from '../../src/report/traceability.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import type { TracedRule } from '../../src/report/traceability.ts';
import { schemaDocument } from '../../src/schemas/registry.ts';
import { BIN } from '../helpers/run-cli.ts';
import { readSpecDocs } from '../helpers/spec-files.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function at(schema: string, pointer: readonly string[]): unknown {
  let node: unknown = schemaDocument(schema);
  for (const key of pointer) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** Each row of interface.md's Limits table, and the schema keywords that must hold it. */
const LIMITS: ReadonlyArray<{ row: string; keywords: ReadonlyArray<[string, readonly string[], number]> }> = [
  {
    row: 'X-Request-Id',
    keywords: [['requests/bulk-headers.schema.json', ['properties', 'x-request-id', 'maxLength'], 128]],
  },
  {
    row: 'X-End-User',
    keywords: [
      ['requests/bulk-headers.schema.json', ['properties', 'x-end-user', 'minLength'], 3],
      ['requests/bulk-headers.schema.json', ['properties', 'x-end-user', 'maxLength'], 50],
    ],
  },
  {
    row: 'X-Software-Supplier',
    keywords: [['requests/bulk-headers.schema.json', ['properties', 'x-software-supplier', 'maxLength'], 70]],
  },
  {
    row: 'X-Channel',
    keywords: [['requests/bulk-headers.schema.json', ['properties', 'x-channel', 'maxLength'], 70]],
  },
  { row: 'name (payee name)', keywords: [['common/party-name.schema.json', ['maxLength'], 140]] },
  {
    row: 'error type, title',
    keywords: [
      ['responses/error.schema.json', ['properties', 'type', 'maxLength'], 70],
      ['responses/error.schema.json', ['properties', 'title', 'maxLength'], 70],
    ],
  },
  {
    row: 'error detail',
    keywords: [['responses/error.schema.json', ['properties', 'detail', 'maxLength'], 500]],
  },
  {
    row: 'error instance',
    keywords: [['responses/error.schema.json', ['properties', 'instance', 'maxLength'], 256]],
  },
];

/** Rows of the Limits table that no provider response can break (a delivery process, not the API). */
const NOT_PROVIDER_RULES = ['credential delivery'];

/**
 * Where interface.md marks a field or header mandatory, by the heading it is under (a table with a
 * "Required" column, or a prose line such as "header `X-Request-Id` (mandatory, …)"), and the
 * schemas whose `required` must hold it. A new heading with a mandatory field fails the test
 * until it is mapped here.
 */
const SCHEMAS_OF_SECTION: Readonly<Record<string, readonly string[]>> = {
  'Bulk request (task)': ['requests/task-path.schema.json', 'responses/status.schema.json'],
  'Result record (one JSON object per line of the NDJSON result file)': [
    'responses/result-record.schema.json',
  ],
  '4. Bulk status': ['requests/bulk-headers.schema.json', 'responses/status-headers.schema.json'],
  '5. Bulk Plus results': ['responses/results-headers.schema.json'],
  'Error response': ['responses/error.schema.json', 'responses/error-headers.schema.json'],
};

/** Each field or header interface.md marks mandatory, with the heading it is under (read from the file). */
function mandatoryFields(interfaceMd: string): Array<{ section: string; field: string }> {
  const found: Array<{ section: string; field: string }> = [];
  let section = '';
  let requiredColumn = -1;
  for (const line of interfaceMd.split('\n')) {
    const heading = /^#{2,4} (.+)$/.exec(line);
    if (heading) {
      section = heading[1] ?? '';
      requiredColumn = -1;
      continue;
    }
    if (line.startsWith('|')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      if (cells.includes('Required')) {
        requiredColumn = cells.indexOf('Required');
        continue;
      }
      const required = requiredColumn >= 0 ? (cells[requiredColumn] ?? '') : '';
      if (/^(mandatory|yes)\b/.test(required)) found.push({ section, field: cells[0] ?? '' });
      continue;
    }
    requiredColumn = -1;
    for (const match of line.matchAll(/`([A-Za-z-]+)` \(mandatory/g))
      found.push({ section, field: match[1] ?? '' });
  }
  return found;
}

describe('meta: traceability of rules, tests and schemas', () => {
  let declared: DeclaredTest[];
  let traced: TracedRule[];

  before(async () => {
    const tsx = ['--import', 'tsx'];
    const [tests, rules] = await Promise.all([
      run(process.execPath, [...tsx, 'test/meta/declared-tests.ts'], {
        cwd: ROOT,
        maxBuffer: 32 * 1024 * 1024,
      }),
      run(process.execPath, [BIN, 'rules', '--json'], { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 }),
    ]);
    declared = JSON.parse(tests.stdout) as DeclaredTest[];
    traced = JSON.parse(rules.stdout) as TracedRule[];
  });

  it('has well over 60 rules, with unique kebab-case ids', () => {
    const ids = catalogue.map((r) => r.id);
    expect(ids.length).to.be.greaterThan(60);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids) expect(id).to.match(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('gives every rule at least one suite test (rules --json lists them)', () => {
    expect(traced.filter((r) => r.tests.length === 0).map((r) => r.id)).to.deep.equal([]);
  });

  it('names a rule of the catalogue in the title of every suite test', () => {
    expect(declared.length).to.be.greaterThan(catalogue.length);
    expect(declared.filter((t) => t.ruleId === undefined).map((t) => t.fullTitle)).to.deep.equal([]);
  });

  it('gives every assumed rule the A-id of the section its quote is in, and every documented rule the section of interface.md its quote is in', function () {
    const documents = readSpecDocs(this);
    const headingOf = (doc: string, quote: string): string => {
      // Up to the end of the quote: a quote that is a heading is under itself.
      const before = doc.slice(0, Math.max(0, doc.indexOf(quote) + quote.length));
      return [...before.matchAll(/^#{2,4} (.+)$/gm)].at(-1)?.[1] ?? '';
    };
    const wrong = catalogue.flatMap((rule) => {
      const heading = headingOf(documents[rule.source.doc], rule.source.quote);
      if (rule.level === 'assumed') {
        const id = /^(A\d+)\./.exec(heading)?.[1];
        return rule.source.doc === 'assumptions.md' && id === rule.assumption
          ? []
          : [`${rule.id}: assumed ${rule.assumption ?? '?'}, quote under "${heading}" of ${rule.source.doc}`];
      }
      return rule.source.doc === 'interface.md' &&
        rule.source.section.split('/').some((part) => heading.includes(part.replace(/^\d+\. /, '')))
        ? []
        : [
            `${rule.id}: documented in section "${rule.source.section}", quote under "${heading}" of ${rule.source.doc}`,
          ];
    });
    expect(wrong).to.deep.equal([]);
  });

  it('quotes every rule source verbatim from interface.md or assumptions.md', function () {
    const documents = readSpecDocs(this);
    const missing = catalogue
      .filter((r) => !documents[r.source.doc].includes(r.source.quote))
      .map((r) => r.id);
    expect(missing).to.deep.equal([]);
  });

  it('holds every row of the Limits table as a schema keyword with the documented number', function () {
    for (const { row, keywords } of LIMITS) {
      for (const [schema, pointer, value] of keywords)
        expect(at(schema, pointer), `${row}: ${schema}`).to.equal(value);
    }
    const limitsTable = readSpecDocs(this)['interface.md'].split('## Limits')[1]?.split('\n\n')[1] ?? '';
    const rows = limitsTable
      .split('\n')
      .slice(2)
      .map((line) => line.split('|')[1]?.trim() ?? '')
      .filter((name) => name !== '');
    const covered = [...LIMITS.map((l) => l.row), ...NOT_PROVIDER_RULES];
    expect(rows, 'rows parsed from the Limits table').to.have.length(covered.length);
    expect(rows.filter((name) => !covered.includes(name))).to.deep.equal([]);
    for (const { row, keywords } of LIMITS) {
      const line = limitsTable.split('\n').find((l) => l.split('|')[1]?.trim() === row) ?? '';
      for (const [, , value] of keywords) expect(line, row).to.include(String(value));
    }
  });

  it('holds every field interface.md marks mandatory (a Required column, or "(mandatory" in prose) in a schema `required`', function () {
    const fields = mandatoryFields(readSpecDocs(this)['interface.md']);
    // taskId, status, uetr, X-Request-Id and Authorization (twice: endpoint 4 and its success),
    // type, code, Content-Disposition and the error response's headers.
    expect(fields.length, JSON.stringify(fields)).to.be.greaterThan(10);
    const unheld = fields
      .filter(({ section, field }) => {
        const schemas = SCHEMAS_OF_SECTION[section];
        if (!schemas) return true;
        return !schemas.some((schema) => {
          const required = at(schema, ['required']);
          return (
            Array.isArray(required) &&
            required.some((name) => String(name).toLowerCase() === field.toLowerCase())
          );
        });
      })
      .map(({ section, field }) => `${section}: ${field}`);
    expect(unheld).to.deep.equal([]);
  });
});
