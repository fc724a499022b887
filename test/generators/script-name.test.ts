import { expect } from 'chai';
import { NAME_SCRIPTS, SCRIPTS, scriptName } from '../../generators/script-name.ts';
import { validate } from '../../src/schemas/registry.ts';

describe('generators/script-name', () => {
  it('scriptName gives exactly n BMP characters of its script, the same on every call', () => {
    for (const script of SCRIPTS) {
      const name = scriptName(script, 140);
      expect(Array.from(name)).to.have.length(140);
      expect(name.length, script).to.equal(140);
      expect(name).to.not.match(/[\uD800-\uDFFF]/);
      for (const c of name) expect(NAME_SCRIPTS[script], script).to.include(c);
      expect(scriptName(script, 140)).to.equal(name);
      expect(validate('common/party-name.schema.json', name).valid, script).to.equal(true);
      expect(validate('common/party-name.schema.json', scriptName(script, 141)).valid, script).to.equal(
        false,
      );
    }
  });

  it('covers the scripts of A13 with 1, 2, 2 and 3 bytes a character in UTF-8', () => {
    expect(SCRIPTS).to.deep.equal(['Latin', 'accented Latin', 'Cyrillic', 'CJK']);
    const bytes = SCRIPTS.map((script) => Buffer.byteLength(scriptName(script, 140), 'utf8'));
    expect(bytes).to.deep.equal([140, 280, 280, 420]);
  });

  it('refuses a negative or fractional length', () => {
    expect(() => scriptName('CJK', -1)).to.throw(RangeError);
    expect(() => scriptName('CJK', 1.5)).to.throw(RangeError);
  });
});
