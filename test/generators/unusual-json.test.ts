import { expect } from 'chai';
import fc from 'fast-check';
import {
  type JsonValue,
  jsonNumberForm,
  UNUSUAL_JSON_FORMS,
  unusualJson,
} from '../../generators/unusual-json.ts';

const RUNS = { numRuns: 300 };
/** JSON objects with string keys and nested values (no integer-like keys: JSON.parse would reorder them). */
const object = fc.dictionary(
  fc.string({ unit: 'grapheme', minLength: 1 }).filter((k) => !/^[0-9]+$/.test(k) && k !== '__proto__'),
  fc.jsonValue(),
  { maxKeys: 5 },
);

describe('generators/unusual-json', () => {
  it('every form is one line of legal JSON that parses back to the value (plus x-number for number-form)', () => {
    for (const form of UNUSUAL_JSON_FORMS) {
      fc.assert(
        fc.property(object, jsonNumberForm(), (value, number) => {
          const text = unusualJson(value as Record<string, JsonValue>, form, number);
          expect(text).to.not.match(/[\n\r]/);
          const parsed = JSON.parse(text) as Record<string, unknown>;
          const { 'x-number': extra, ...rest } = parsed;
          if (form === 'number-form') expect(extra).to.equal(JSON.parse(number));
          const kept = form === 'number-form' ? rest : parsed;
          expect(kept, form).to.deep.equal(JSON.parse(JSON.stringify(value)));
        }),
        RUNS,
      );
    }
  });

  it('unicode-escape escapes every string character; duplicate-key repeats each member; key-order reverses members', () => {
    const value = { b: 'é/x', a: { c: 1 } };
    expect(unusualJson(value, 'unicode-escape')).to.equal(
      '{"\\u0062":"\\u00e9\\/\\u0078","\\u0061":{"\\u0063":1}}',
    );
    expect(unusualJson(value, 'duplicate-key')).to.equal(
      '{"b":"é/x","b":"é/x","a":{"c":1,"c":1},"a":{"c":1,"c":1}}',
    );
    expect(unusualJson(value, 'key-order')).to.equal('{"a":{"c":1},"b":"é/x"}');
    expect(unusualJson(value, 'number-form', '-0')).to.equal('{"b":"é/x","a":{"c":1},"x-number":-0}');
    expect(unusualJson({}, 'number-form')).to.equal('{"x-number":1E400}');
  });

  it('jsonNumberForm draws only texts JSON.parse reads as numbers', () => {
    fc.assert(
      fc.property(jsonNumberForm(), (n) => {
        expect(JSON.parse(n)).to.be.a('number');
      }),
    );
  });
});
