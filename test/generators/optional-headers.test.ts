import { expect } from 'chai';
import fc from 'fast-check';
import {
  OPTIONAL_HEADER_RULE_IDS,
  type OptionalHeaderCase,
  optionalHeaderCase,
} from '../../generators/optional-headers.ts';
import { isRuleId } from '../../src/rules/catalogue.ts';
import { limits } from '../../src/schemas/limits.ts';
import { validate } from '../../src/schemas/registry.ts';

const RUNS = { numRuns: 1000 };
const HEADERS = 'requests/bulk-headers.schema.json';
const NAMES = ['Accept-Language', 'X-End-User', 'X-Software-Supplier', 'X-Channel'];
/** The keyword each rule's nearest miss breaks in the headers schema. */
const KEYWORD = {
  'x-end-user-length': ['maxLength', 'minLength'],
  'x-end-user-pattern': ['pattern'],
  'x-software-supplier-max-70': ['maxLength'],
  'x-channel-max-70': ['maxLength'],
  'accept-language-iso-639-1': ['pattern'],
} as const;

/** `path keyword` of each schema error of the case's headers, with a valid X-Request-Id and Authorization beside them. */
function errors(c: OptionalHeaderCase): string[] {
  const headers = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const request = {
    ...headers,
    'x-request-id': '0b3c5d7e-1111-4222-8333-944455556666',
    authorization: 'Bearer abc',
  };
  return validate(HEADERS, request).errors.map((e) => `${e.instancePath} ${e.keyword}`);
}

describe('generators/optional-headers', () => {
  it('draws only the four optional headers, each value visible ASCII with inner spaces only', () => {
    fc.assert(
      fc.property(optionalHeaderCase(), (c) => {
        for (const [name, value] of Object.entries(c.headers)) {
          expect(NAMES).to.include(name);
          expect(value).to.match(/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/);
        }
      }),
      RUNS,
    );
  });

  it('without a miss, every value validates against schemas/requests/bulk-headers.schema.json', () => {
    fc.assert(
      fc.property(optionalHeaderCase(), (c) => {
        if (c.miss === undefined) expect(errors(c)).to.deep.equal([]);
      }),
      RUNS,
    );
  });

  it('a miss breaks exactly its rule keyword on its header, the other headers stay valid', () => {
    fc.assert(
      fc.property(optionalHeaderCase(), (c) => {
        if (c.miss === undefined) return;
        expect(Object.keys(c.headers)).to.include(c.miss.header);
        const found = errors(c);
        expect(found, JSON.stringify(c)).to.have.length(1);
        const [path, keyword] = (found[0] as string).split(' ');
        expect(path).to.equal(`/${c.miss.header.toLowerCase()}`);
        expect(KEYWORD[c.miss.rule]).to.include(keyword);
      }),
      RUNS,
    );
  });

  it('misses are the nearest: X-End-User of 2, 51 or 50 characters with one outside the class, 71 for supplier and channel', () => {
    const l = limits();
    fc.assert(
      fc.property(optionalHeaderCase(), (c) => {
        if (c.miss === undefined) return;
        const value = c.headers[c.miss.header] as string;
        if (c.miss.rule === 'x-end-user-length')
          expect([l.endUserMin - 1, l.endUserMax + 1]).to.include(value.length);
        if (c.miss.rule === 'x-end-user-pattern') {
          expect(value.length).to.equal(l.endUserMax);
          expect(value.replace(/[a-zA-Z0-9-]/g, '')).to.have.length(1);
        }
        if (c.miss.rule === 'x-software-supplier-max-70')
          expect(value.length).to.equal(l.softwareSupplierMax + 1);
        if (c.miss.rule === 'x-channel-max-70') expect(value.length).to.equal(l.channelMax + 1);
      }),
      RUNS,
    );
  });

  it('reaches every subset of the headers, every rule, the widest legal values and supplier lists', () => {
    const drawn = fc.sample(optionalHeaderCase(), { numRuns: 3000, seed: 41 });
    const subsets = new Set(drawn.map((c) => NAMES.filter((n) => n in c.headers).join('+')));
    expect(subsets.size).to.equal(16);
    const rules = new Set(drawn.flatMap((c) => (c.miss ? [c.miss.rule] : [])));
    expect([...rules].sort()).to.deep.equal(Object.keys(KEYWORD).sort());
    const misses = drawn.filter((c) => c.miss).length;
    expect(misses / drawn.length).to.be.within(0.2, 0.45);
    const l = limits();
    const legal = drawn.filter((c) => !c.miss);
    const widest = (name: string, max: number) => {
      const values = legal.flatMap((c) => (c.headers[name] === undefined ? [] : [c.headers[name]]));
      return values.filter((v) => v.length === max).length / values.length;
    };
    expect(widest('X-End-User', l.endUserMax)).to.be.above(0.6);
    expect(widest('X-Software-Supplier', l.softwareSupplierMax)).to.be.above(0.6);
    expect(widest('X-Channel', l.channelMax)).to.be.above(0.6);
    const endUsers = legal.flatMap((c) =>
      c.headers['X-End-User'] === undefined ? [] : [c.headers['X-End-User']],
    );
    expect(endUsers.some((v) => v.startsWith('-') && v.includes('--'))).to.equal(true);
    const patternMisses = drawn.flatMap((c) =>
      c.miss?.rule === 'x-end-user-pattern' ? [c.headers['X-End-User'] ?? ''] : [],
    );
    expect(patternMisses.some((v) => v.includes(' '))).to.equal(true);
    expect(patternMisses.some((v) => v.includes('_'))).to.equal(true);
    const lists = legal.filter((c) => /^[A-Za-z]+[^,]*, [A-Z]/.test(c.headers['X-Software-Supplier'] ?? ''));
    expect(lists.length).to.be.above(10);
  });

  it('OPTIONAL_HEADER_RULE_IDS names, for each bulk subject, the catalogue rule of each miss', () => {
    for (const [subject, ids] of Object.entries(OPTIONAL_HEADER_RULE_IDS)) {
      for (const [rule, id] of Object.entries(ids)) {
        expect(isRuleId(id), id).to.equal(true);
        expect(id).to.equal(subject + '-' + rule);
      }
      expect(Object.keys(ids).sort()).to.deep.equal(Object.keys(KEYWORD).sort());
    }
  });

  it('shrinks towards no header and no miss', () => {
    const out = fc.check(
      fc.property(optionalHeaderCase(), (c) => Object.keys(c.headers).length < 0),
      { seed: 5 },
    ) as fc.RunDetails<[OptionalHeaderCase]>;
    expect(out.counterexample?.[0]).to.deep.equal({ headers: {} });
  });
});
