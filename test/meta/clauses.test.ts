import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { OPERATIONS } from '../../src/api/operations.ts';
import { catalogue, isRuleId } from '../../src/rules/catalogue.ts';
import type { DeclaredTest } from '../../src/report/traceability.ts';
import type { Clause, ClauseTable, ClauseValue } from '../../src/rules/clauses/clause.ts';
import { clauseTables, rawClauseTables } from '../../src/rules/clauses/clause-tables.ts';
import { specUnits } from '../../src/rules/clauses/spec-units.ts';
import {
  assertedPlaceProblems,
  clauseGaps,
  identityProblems,
  quoteProblems,
  sideProblems,
  staleReferences,
  uncoveredUnits,
  unaccountedPlaces,
  unknownRuleIds,
  unnamedRules,
} from '../../src/rules/clauses/table-problems.ts';
import { schemaDocument, schemaErrorText, validate } from '../../src/schemas/registry.ts';
import { readSpecDocs } from '../helpers/spec-files.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMA = 'rules/clause-table.schema.json';
const CATALOGUE_IDS: readonly string[] = catalogue.map((rule) => rule.id);

function schemaProblems(table: unknown): string[] {
  const { errors } = validate(SCHEMA, table);
  return errors.length === 0 ? [] : [schemaErrorText(errors)];
}

/** A deep copy of the tables to break on purpose. */
function copy(tables: readonly ClauseTable[]): ClauseTable[] {
  return JSON.parse(JSON.stringify(tables)) as ClauseTable[];
}

function clauseOf(tables: readonly ClauseTable[], id: string): Clause {
  const found = tables.flatMap((t) => t.clauses).find((c) => c.id === id);
  if (!found) throw new Error(`no clause ${id}`);
  return found;
}

/** The value at `side`[`index`] of clause `id` (a plain JSON copy, to break on purpose). */
function valueOf(
  tables: readonly ClauseTable[],
  id: string,
  side: 'reject' | 'accept',
  index: number,
): {
  by?: string[];
} {
  const found: ClauseValue | undefined = clauseOf(tables, id)[side][index];
  if (!found) throw new Error(`no ${side}[${index}] in ${id}`);
  return found as unknown as { by?: string[] };
}

/** Removes rule `id` from every side of every place (the tables are plain JSON copies). */
function withoutRule(tables: ClauseTable[], id: string): ClauseTable[] {
  for (const clause of tables.flatMap((t) => t.clauses)) {
    const places = clause.places as unknown as Array<Record<string, unknown>>;
    places.forEach((place, index) => {
      const entries = Object.entries(place).flatMap(([key, value]): Array<[string, unknown]> => {
        if (!['rules', 'acceptRules', 'rejectRules'].includes(key)) return [[key, value]];
        const kept = (value as string[]).filter((each) => each !== id);
        return kept.length > 0 ? [[key, kept]] : [];
      });
      places[index] = Object.fromEntries(entries);
    });
  }
  return tables;
}

describe('meta: the clause audit of interface.md and assumptions.md (every testable statement, where it applies, its edge values)', () => {
  const tables = clauseTables(schemaProblems);
  /** The title and the full title of every test the suites declare. */
  let testTitles: ReadonlySet<string>;

  before(async () => {
    // In a child process, as traceability.test.ts does: loading the suites into a second mocha
    // instance must not disturb the running one.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/meta/declared-tests.ts'], {
      cwd: ROOT,
      maxBuffer: 32 * 1024 * 1024,
    });
    const declared = JSON.parse(stdout) as DeclaredTest[];
    testTitles = new Set(declared.flatMap((test) => [test.title, test.fullTitle]));
  });

  it('validates both tables against schemas/rules/clause-table.schema.json', () => {
    expect(rawClauseTables().flatMap(schemaProblems)).to.deep.equal([]);
    expect(tables.map((t) => t.doc)).to.deep.equal(['interface.md', 'assumptions.md']);
  });

  it('knows exactly the operations of src/api/operations.ts', () => {
    const defs = schemaDocument(SCHEMA).$defs as Record<string, { enum?: readonly string[] }>;
    expect(defs.operation?.enum).to.deep.equal([...OPERATIONS]);
  });

  it('gives every clause a unique id and the doc of its table', () => {
    expect(identityProblems(tables)).to.deep.equal([]);
  });

  it('quotes every clause and its mode words verbatim, under the section its quote is in', function () {
    expect(quoteProblems(tables, readSpecDocs(this))).to.deep.equal([]);
  });

  it('covers every sentence, table row and code block of both spec files with a clause', function () {
    const docs = readSpecDocs(this);
    const uncovered = (['interface.md', 'assumptions.md'] as const).flatMap((doc) =>
      uncoveredUnits(tables, doc, docs[doc]).map((u) => `${doc}:${u.line} ${u.kind}: ${u.text}`),
    );
    expect(uncovered).to.deep.equal([]);
  });

  it('accounts for every place of every clause: a rule, a reason or a gap flag', () => {
    expect(unaccountedPlaces(tables)).to.deep.equal([]);
  });

  it('gives every asserted clause a place, each with a rule, a reason or a gap', () => {
    expect(assertedPlaceProblems(tables)).to.deep.equal([]);
  });

  it('names only rule ids of the catalogue', () => {
    expect(unknownRuleIds(tables, isRuleId)).to.deep.equal([]);
  });

  it('says who sends or judges each value by rule ids of the catalogue or titles of declared tests, none stale', () => {
    expect(testTitles.size).to.be.greaterThan(CATALOGUE_IDS.length);
    expect(staleReferences(tables, isRuleId, testTitles)).to.deep.equal([]);
  });

  it('names every rule of the catalogue at a place of some clause', () => {
    expect(unnamedRules(tables, CATALOGUE_IDS)).to.deep.equal([]);
  });

  it('has a must-accept and a must-reject rule on each operation of an asserted clause with both sides, or a gap there', () => {
    expect(sideProblems(tables)).to.deep.equal([]);
  });

  it('has no gap left: every place of every clause is checked by a rule or says why not', () => {
    // The audit's gaps were its work list; all are closed, so a new one fails here.
    const gaps = clauseGaps(tables).map(
      (g) => `${g.clauseId} (${g.mode}) @ ${g.operation} ${g.at}: ${g.missing}`,
    );
    expect(gaps).to.deep.equal([]);
  });

  describe('the checks bite on a broken table', () => {
    it('fails when every reference to a rule is deleted', () => {
      const broken = withoutRule(copy(tables), 'status-x-channel-max-70');
      expect(unnamedRules(broken, CATALOGUE_IDS)).to.deep.equal(['status-x-channel-max-70']);
    });

    it('fails when the one rule of a place is deleted and the place gives no reason and no gap', () => {
      const broken = withoutRule(copy(tables), 'status-unknown-task-404');
      expect(unaccountedPlaces(broken)).to.include(
        'a4-unknown-task-404 @ bulk-status path taskId naming no task: no rule, no reason, no gap',
      );
      expect(assertedPlaceProblems(broken)).to.include(
        'a4-unknown-task-404 @ bulk-status path taskId naming no task: no rule, no reason, no gap',
      );
    });

    it('fails when the must-accept side of a place with both sides is deleted', () => {
      const broken = copy(tables);
      const place = clauseOf(broken, 'e4-x-end-user-pattern').places[1] as unknown as {
        acceptRules?: string[];
      };
      delete place.acceptRules;
      expect(sideProblems(broken)).to.deep.equal([
        'e4-x-end-user-pattern @ bulk-status: both sides, but no must-accept rule',
      ]);
    });

    it('fails on a rule id that is not in the catalogue', () => {
      const broken = copy(tables);
      const place = clauseOf(broken, 'a4-unknown-task-404').places[0] as unknown as {
        rejectRules?: string[];
      };
      place.rejectRules = ['status-unknown-task-4O4'];
      expect(unknownRuleIds(broken, isRuleId)).to.deep.equal([
        'a4-unknown-task-404 @ bulk-status path taskId naming no task: unknown rule status-unknown-task-4O4',
      ]);
    });

    it('fails when a quote differs from the file by one character, and when a sentence loses its clause', function () {
      const docs = readSpecDocs(this);
      const broken = copy(tables);
      const clause = clauseOf(broken, 'a16-unaddressed-no-5xx') as { quote: string };
      clause.quote = clause.quote.replace('Requests', 'requests');
      expect(quoteProblems(broken, docs)).to.have.length(1);
      expect(
        uncoveredUnits(broken, 'assumptions.md', docs['assumptions.md']).map((u) => u.text),
      ).to.deep.equal([
        'Requests the documentation does not address (an empty Accept, duplicate headers) are sent only to check that they cause no 5xx.',
      ]);
    });

    it('fails when a value names a deleted rule, a deleted file or a test title one character off', () => {
      const broken = copy(tables);
      const [title] = [...testTitles].filter((t) => t.startsWith('status-unknown-task-404: '));
      if (!title) throw new Error('no test of status-unknown-task-404');
      // A declared test's title is a good reference, as a rule id is.
      valueOf(broken, 'a4-unknown-task-404', 'reject', 3).by = [title];
      expect(staleReferences(broken, isRuleId, testTitles)).to.deep.equal([]);
      valueOf(broken, 'a4-unknown-task-404', 'reject', 1).by = ['status-unknown-task-4O4'];
      valueOf(broken, 'a4-unknown-task-404', 'reject', 2).by = [
        'status-unknown-task-404',
        'suites/bulk-lifecycle.suite.ts',
      ];
      valueOf(broken, 'a4-unknown-task-404', 'reject', 3).by = [`${title}.`];
      const a4 = clauseOf(broken, 'a4-unknown-task-404');
      const line = (index: number, entry: string) =>
        `a4-unknown-task-404 reject[${index}] "${a4.reject[index]?.value ?? ''}": ${entry} is no rule id and no declared test`;
      expect(staleReferences(broken, isRuleId, testTitles)).to.deep.equal([
        line(1, 'status-unknown-task-4O4'),
        line(2, 'suites/bulk-lifecycle.suite.ts'),
        line(3, `${title}.`),
      ]);
    });

    it('fails when two clauses share an id', () => {
      const broken = copy(tables);
      (clauseOf(broken, 'a16-head-options-open') as { id: string }).id = 'a16-method-405';
      expect(identityProblems(broken)).to.deep.equal(['a16-method-405: id used twice']);
    });

    it('lets the schema refuse a covered value without `by`, a `by` that is no list, a gap without `missing`, and misses on an observed clause', () => {
      const [first] = copy(tables);
      if (!first) throw new Error('no table');
      const clause = clauseOf([first], 'res-task-taskid-uuid') as unknown as Record<string, unknown>;
      const reject = clause.reject as Array<Record<string, unknown>>;
      reject[0] = { value: 'x', covered: true };
      expect(schemaProblems(first).join()).to.match(/must have required property 'by'/);
      reject[0] = { value: 'x', covered: true, by: 'src/harness/properties/task-path-properties.ts' };
      expect(schemaProblems(first).join()).to.match(/by must be array/);
      reject[0] = { value: 'x', covered: true, by: [] };
      expect(schemaProblems(first).join()).to.match(/by must NOT have fewer than 1 items/);
      reject[0] = { value: 'x', covered: true, by: ['status-taskid-uuid', 'status-taskid-uuid'] };
      expect(schemaProblems(first).join()).to.match(/by must NOT have duplicate items/);
      const [again] = copy(tables);
      const gapped = clauseOf([again as ClauseTable], 'e2-headers-mandatory-open') as unknown as Record<
        string,
        unknown
      >;
      // A gap marked without its `missing` (the place's rules, if any, kept).
      const place = (gapped.places as Array<Record<string, unknown>>)[0];
      if (!place) throw new Error('no place');
      place.gap = true;
      delete place.missing;
      gapped.reject = [{ value: 'y', covered: false }];
      const text = schemaProblems(again).join();
      expect(text).to.match(/must have property missing when property gap is present/);
      expect(text).to.match(/must NOT have more than 0 items/);
    });
  });
});

describe('meta: how a spec file is cut into units (src/rules/clauses/spec-units.ts)', () => {
  const text = [
    '# Title',
    'Preamble one. Preamble two.',
    '',
    '## Part',
    '',
    '| Field | Notes |',
    '|---|---|',
    '| a | Row one. Still row one. |',
    '',
    'Rules:',
    '1. First rule. (2) Second part.',
    '- A list item with `code`. Another sentence!',
    '  ```json',
    '  {"x": 1}',
    '  ```',
    '### Sub',
    'RFC 4122 text, version 4. e.g. lower case stays one sentence.',
  ].join('\n');

  it('takes sentences, table rows past the header and code blocks; no heading, label or table header', () => {
    const units = specUnits(text);
    expect(units.map((u) => [u.kind, u.section, u.text])).to.deep.equal([
      ['sentence', 'Title', 'Preamble one.'],
      ['sentence', 'Title', 'Preamble two.'],
      ['row', 'Part', '| a | Row one. Still row one. |'],
      ['sentence', 'Part', 'First rule.'],
      ['sentence', 'Part', '(2) Second part.'],
      ['sentence', 'Part', 'A list item with `code`.'],
      ['sentence', 'Part', 'Another sentence!'],
      ['block', 'Part', '  {"x": 1}'],
      ['sentence', 'Part/Sub', 'RFC 4122 text, version 4. e.g. lower case stays one sentence.'],
    ]);
    for (const unit of units) expect(text.slice(unit.start, unit.end)).to.equal(unit.text);
  });
});
