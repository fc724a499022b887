import { expect } from 'chai';
import fc from 'fast-check';
import { type AcceptCase, type AcceptOperation, acceptCase } from '../../generators/accept-case.ts';

const RUNS = { numRuns: 500 };
const OPERATIONS: readonly AcceptOperation[] = ['bulk-submit', 'bulk-status', 'bulk-results'];
/** The media types each operation answers with (interface.md Errors/HTTP statuses 406; A2; A8 for results). */
const SERVED: Readonly<Record<AcceptOperation, readonly string[]>> = {
  'bulk-submit': ['application/json'],
  'bulk-status': ['application/json'],
  'bulk-results': ['application/x-ndjson', 'application/json'],
};

/** True when one entry of Accept list `value` admits one of `types` in UTF-8 with a weight above 0. */
function admitsOne(value: string, types: readonly string[]): boolean {
  return value.split(',').some((entry) => {
    const [type = '', ...params] = entry.split(';').map((p) => p.trim());
    const param = (name: string) =>
      params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    const charset = param('charset')
      ?.toLowerCase()
      .replace(/^"(.*)"$/, '$1');
    if (Number(param('q') ?? '1') <= 0 || (charset !== undefined && charset !== 'utf-8')) return false;
    const range = type.toLowerCase();
    if (range === '*/*') return true;
    return types.some((t) => (range.endsWith('/*') ? t.startsWith(range.slice(0, -1)) : t === range));
  });
}

describe('generators/accept-case', () => {
  for (const operation of OPERATIONS) {
    it(`${operation}: served exactly when no Accept is sent or one entry admits ${SERVED[operation].join(' or ')} in UTF-8`, () => {
      fc.assert(
        fc.property(acceptCase(operation), (c) => {
          const expected = c.value === undefined || admitsOne(c.value, SERVED[operation]);
          expect(c.served, String(c.value)).to.equal(expected);
        }),
        RUNS,
      );
    });
  }

  it("draws no Accept, the spec files' own spellings, and served and 406 values on each operation", () => {
    for (const operation of OPERATIONS) {
      const drawn = fc.sample(acceptCase(operation), { numRuns: 2000, seed: 41 });
      const values = new Set(drawn.map((c) => c.value));
      expect(values.has(undefined)).to.equal(true);
      expect(values.has('application/json;charset=utf-8')).to.equal(true);
      if (operation === 'bulk-results') {
        expect(values.has('application/x-ndjson')).to.equal(true);
        expect(values.has('*/*')).to.equal(true);
      }
      expect(values.has('audio/*')).to.equal(true);
      const served = drawn.filter((c) => c.served).length / drawn.length;
      expect(served).to.be.within(0.5, 0.8);
    }
  });

  it('answers application/x-ndjson with 406 on status and submission, serves it on results', () => {
    const ndjson = (operation: AcceptOperation) =>
      fc
        .sample(acceptCase(operation), { numRuns: 3000, seed: 7 })
        .filter((c) => c.value === 'application/x-ndjson');
    expect(ndjson('bulk-status').every((c) => !c.served)).to.equal(true);
    expect(ndjson('bulk-submit').every((c) => !c.served)).to.equal(true);
    const results = ndjson('bulk-results');
    expect(results.length).to.be.above(0);
    expect(results.every((c) => c.served)).to.equal(true);
  });

  it('shrinks towards no Accept header', () => {
    const out = fc.check(
      fc.property(acceptCase('bulk-results'), (c) => c.value === 'never'),
      { seed: 5 },
    ) as fc.RunDetails<[AcceptCase]>;
    expect(out.counterexample?.[0]).to.deep.equal({ value: undefined, served: true });
  });
});
