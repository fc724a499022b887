import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { CHOICE_LIST } from '../../src/mock/choices/index.ts';
import { isMockFault } from '../../src/mock/faults/index.ts';
import { validateSurvivors } from '../../src/mutation/check-survivors.ts';
import type { SurvivorEntry } from '../../src/mutation/survivor-triage.ts';
import { isRuleId } from '../../src/rules/catalogue.ts';
import { readSpecDocs } from '../helpers/spec-files.ts';

function json(name: string): unknown {
  return JSON.parse(readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8')) as unknown;
}

const SCHEMA = json('./survivors.schema.json') as object;
const FILE = json('./survivors.json') as { $schema: string; survivors: SurvivorEntry[] };

const KEY = {
  file: 'src/mock/bulk/uuid-acceptance.ts',
  mutatorName: 'ConditionalExpression',
  original: "choice === 'any-version'",
  replacement: 'true',
};

describe('mutation: test/mutation/survivors.json and its schema', () => {
  it('survivors.json points at its schema and validates against it (JSON Schema 2020-12, ajv strict)', () => {
    expect(FILE.$schema).to.equal('./survivors.schema.json');
    expect(validateSurvivors(SCHEMA, FILE)).to.deep.equal([]);
  });

  it('takes each of the four verdicts with its own reason', () => {
    const survivors = [
      { ...KEY, verdict: 'equivalent', reason: 'the branch returns what the code after it returns' },
      {
        ...KEY,
        verdict: 'allowed',
        reason: {
          doc: 'assumptions.md',
          quote: 'Version and variant digits are not asserted',
          choice: 'uuid-acceptance',
        },
      },
      {
        ...KEY,
        verdict: 'allowed',
        reason: {
          doc: 'assumptions.md',
          quote: 'Anything more is recorded in the report as *observed*, not asserted.',
          note: 'the mock then answers 200 to that body; A7 leaves it open',
        },
      },
      { ...KEY, verdict: 'fixed', reason: { rule: 'status-taskid-uuid', fault: 'status-taskid-uuid' } },
      {
        ...KEY,
        verdict: 'gap',
        reason: { doc: 'interface.md', quote: 'a sentence it breaks', note: 'what would close it' },
      },
      {
        ...KEY,
        verdict: 'fixed',
        reason: { rule: 'record-bic-invalid', fault: 'record-bic-invalid/normalises' },
      },
    ];
    expect(validateSurvivors(SCHEMA, { survivors })).to.deep.equal([]);
  });

  it('rejects an entry without a key field, with another verdict, or with the wrong reason for its verdict', () => {
    const bad = [
      { ...KEY, replacement: undefined, verdict: 'equivalent', reason: 'no provider behaviour differs here' },
      { ...KEY, verdict: 'maybe', reason: 'no provider behaviour differs here' },
      { ...KEY, verdict: 'allowed', reason: 'the spec allows it, somewhere' },
      { ...KEY, verdict: 'allowed', reason: { doc: 'assumptions.md', quote: 'Version and variant digits' } },
      {
        ...KEY,
        verdict: 'allowed',
        reason: { doc: 'assumptions.md', quote: 'Version and variant digits', note: '' },
      },
      { ...KEY, verdict: 'fixed', reason: { rule: 'status-taskid-uuid' } },
      { ...KEY, verdict: 'gap', reason: { doc: 'interface.md', quote: 'a sentence it breaks' } },
      { ...KEY, verdict: 'equivalent', reason: { rule: 'status-taskid-uuid', fault: 'x' } },
      {
        ...KEY,
        file: 'src/mock/choices/uuid-acceptance.ts',
        verdict: 'equivalent',
        reason: 'never mutated anyway',
      },
    ];
    for (const [i, entry] of bad.entries())
      expect(validateSurvivors(SCHEMA, { survivors: [entry] }), `entry ${i}`).to.not.deep.equal([]);
    expect(validateSurvivors(SCHEMA, { survivors: [], extra: 1 })).to.not.deep.equal([]);
  });

  it('names, for every allowed entry, a sentence of the spec files verbatim, and a choice of the mock or a note', function () {
    const docs: Readonly<Record<string, string>> = readSpecDocs(this);
    for (const entry of FILE.survivors.filter((e) => e.verdict === 'allowed')) {
      const reason = entry.reason as { doc: string; quote: string; choice?: string; note?: string };
      if (reason.choice !== undefined)
        expect(
          CHOICE_LIST.map((c) => c.id),
          entry.original,
        ).to.include(reason.choice);
      else expect(reason.note, entry.original).to.be.a('string');
      expect(docs[reason.doc], `${entry.file}: ${entry.original}`).to.include(reason.quote);
    }
  });

  it('names, for every fixed entry, a rule of the catalogue and a fault of the mock', () => {
    for (const entry of FILE.survivors.filter((e) => e.verdict === 'fixed')) {
      const reason = entry.reason as { rule: string; fault: string };
      expect(isRuleId(reason.rule), reason.rule).to.equal(true);
      expect(isMockFault(reason.fault), reason.fault).to.equal(true);
    }
  });

  it('names, for every gap entry, the sentence of the spec files it breaks, verbatim, and what would close it', function () {
    const docs: Readonly<Record<string, string>> = readSpecDocs(this);
    for (const entry of FILE.survivors.filter((e) => e.verdict === 'gap')) {
      const reason = entry.reason as { doc: string; quote: string; note: string };
      expect(docs[reason.doc], `${entry.file}: ${entry.original}`).to.include(reason.quote);
    }
  });
});
