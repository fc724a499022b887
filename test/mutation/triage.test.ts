import { expect } from 'chai';
import { CHOICE_LIST } from '../../src/mock/choices/index.ts';
import { choicesRead, choiceVerdict } from '../../src/mutation/choice-verdict.ts';
import { nearestRules, ruleOfTest } from '../../src/mutation/nearest-rules.ts';
import { listingText, listUntriaged, type TriageReport } from '../../src/mutation/triage-listing.ts';

const KNOWN = new Set(['status-value-enum', 'server-no-5xx', 'token-bad-credentials-401']);

describe('mutation: triage of the survivors', () => {
  it('reads the choices a line reads, once each', () => {
    expect(choicesRead("ctx.choice('token-type') === 'x' || ctx.choice( 'token-type' )")).to.deep.equal([
      'token-type',
    ]);
    expect(choicesRead('const a = choices.length;')).to.deep.equal([]);
  });

  it('generates allowed, quoting the choice verbatim, for a line that reads exactly one known choice', () => {
    const key = {
      file: 'src/mock/token/token-endpoint.ts',
      mutatorName: 'ConditionalExpression',
      original: 'x',
      replacement: 'true',
    };
    const line = "return ctx.choice('token-grant-type-status') === '401'";
    const entry = choiceVerdict(key, line, CHOICE_LIST);
    const choice = CHOICE_LIST.find((c) => c.id === 'token-grant-type-status');
    expect(entry?.verdict).to.equal('allowed');
    expect(entry?.reason).to.include({
      choice: 'token-grant-type-status',
      doc: choice?.source.doc,
      quote: choice?.source.quote,
    });
    expect(
      choiceVerdict(key, "ctx.choice('token-type') + ctx.choice('token-expires-in')", CHOICE_LIST),
    ).to.equal(undefined);
    expect(choiceVerdict(key, "ctx.choice('no-such-choice')", CHOICE_LIST)).to.equal(undefined);
    expect(choiceVerdict(key, 'if (colon < 0) return undefined;', CHOICE_LIST)).to.equal(undefined);
  });

  it('reads the rule id of a test from its full title, and only a known one', () => {
    const name =
      '[first] Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4) status-value-enum: every status is one of …';
    expect(ruleOfTest(name, KNOWN)).to.equal('status-value-enum');
    expect(ruleOfTest('[first] Bulk status: something-else: x', KNOWN)).to.equal(undefined);
  });

  it('ranks the rule all of whose tests reach a mutant above one of many tests that reach everything', () => {
    const names = new Map([
      ['1', '[first] A status-value-enum: one'],
      ['2', '[first] A server-no-5xx: a'],
      ['3', '[first] A server-no-5xx: b'],
      ['4', '[first] A server-no-5xx: c'],
    ]);
    expect(nearestRules(['1', '2', '3'], names, KNOWN)).to.deep.equal(['status-value-enum', 'server-no-5xx']);
    expect(nearestRules([], names, KNOWN)).to.deep.equal([]);
  });

  it('lists the untriaged survivors by file and nearest rule, generates the choice verdicts, and leaves the triaged and the killed out', () => {
    const source = [
      "const a = ctx.choice('token-type') === 'bearer';",
      'const b = 1 + 1;',
      'const c = 2;',
    ].join('\n');
    const at = (line: number, start: number, end: number) => ({
      start: { line, column: start },
      end: { line, column: end },
    });
    const report: TriageReport = {
      files: {
        'src/mock/token/x.ts': {
          source,
          mutants: [
            {
              id: '1',
              mutatorName: 'ConditionalExpression',
              replacement: 'true',
              status: 'Survived',
              location: at(1, 11, 49),
              coveredBy: ['t1'],
            },
            {
              id: '2',
              mutatorName: 'ArithmeticOperator',
              replacement: '1 - 1',
              status: 'Survived',
              location: at(2, 11, 16),
              coveredBy: ['t1'],
            },
            {
              id: '3',
              mutatorName: 'NumericLiteral',
              replacement: '0',
              status: 'Killed',
              location: at(3, 11, 12),
              coveredBy: ['t1'],
            },
            {
              id: '4',
              mutatorName: 'NumericLiteral',
              replacement: '3',
              status: 'Survived',
              location: at(3, 11, 12),
              coveredBy: [],
            },
          ],
        },
      },
      testFiles: {
        'src/mutation/mocha-suites.ts': {
          tests: [{ id: 't1', name: '[first] Token token-bad-credentials-401: x' }],
        },
      },
    };
    const triaged = {
      survivors: [
        {
          file: 'src/mock/token/x.ts',
          mutatorName: 'NumericLiteral',
          original: '2',
          replacement: '3',
          verdict: 'equivalent' as const,
          reason: 'a test fixture: never observable',
        },
      ],
    };
    const listing = listUntriaged(report, triaged, CHOICE_LIST, KNOWN);
    expect(listing.generated.map((g) => g.reason.choice)).to.deep.equal(['token-type']);
    expect(listing.toRead.map((i) => i.mutant.id)).to.deep.equal(['2']);
    expect(listing.toRead[0]?.rules).to.deep.equal(['token-bad-credentials-401']);
    const text = listingText(listing).join('\n');
    expect(text).to.include('src/mock/token/x.ts (1)').and.include('nearest rule token-bad-credentials-401');
    expect(text).to.include('- const b = 1 + 1;').and.include('+ 1 + 1 → 1 - 1');
    expect(text).to.match(/1 verdict\(s\) generated .*, 1 survivor\(s\) to read$/);
  });
});
