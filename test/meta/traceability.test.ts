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

/** Each "Required: mandatory / yes" field of interface.md, and the schema `required` that holds it. */
const REQUIRED: ReadonlyArray<[string, string, readonly string[]]> = [
  ['taskId (path parameter)', 'requests/task-path.schema.json', ['taskId']],
  ['status (status response)', 'responses/status.schema.json', ['status']],
  ['uetr (result record)', 'responses/result-record.schema.json', ['uetr']],
  [
    'X-Request-Id and Authorization (request headers)',
    'requests/bulk-headers.schema.json',
    ['x-request-id', 'authorization'],
  ],
  ['type and code (error response)', 'responses/error.schema.json', ['type', 'code']],
  [
    'X-Request-Id and Content-Disposition (results response)',
    'responses/results-headers.schema.json',
    ['x-request-id', 'content-disposition'],
  ],
  [
    'X-Request-Id and Content-Type (error response)',
    'responses/error-headers.schema.json',
    ['x-request-id', 'content-type'],
  ],
];

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

  it('marks every rule from assumptions.md as assumed with its A-id, every other as documented', () => {
    for (const rule of catalogue) {
      if (rule.source.doc === 'assumptions.md') expect(rule.assumption, rule.id).to.match(/^A\d+$/);
      else expect(rule.level, rule.id).to.equal('documented');
    }
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

  it('holds every field interface.md marks mandatory in a schema `required`', () => {
    for (const [field, schema, names] of REQUIRED) {
      expect(at(schema, ['required']), field).to.include.members([...names]);
    }
  });
});
