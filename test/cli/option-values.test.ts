import { expect } from 'chai';
import { oneOf, onOff, textList } from '../../src/cli/options/choice-kinds.ts';
import { flagValue } from '../../src/cli/options/flag-value.ts';
import { integerFlag } from '../../src/cli/options/integer-flag.ts';
import { integer, numberOrAuto, seconds } from '../../src/cli/options/number-kinds.ts';
import { httpUrl, targetPath, text, uuid } from '../../src/cli/options/text-kinds.ts';
import type { RawValue, ValueKind } from '../../src/cli/options/value-kind.ts';

/** The value `kind` reads from `raw`, or its problem as `! problem`. */
function read<T>(kind: ValueKind<T>, raw: RawValue): T | string {
  const parsed = kind.read(raw);
  return parsed.ok ? parsed.value : `! ${parsed.problem}`;
}

describe("cli: one parser per kind of option value, for run's options and the other commands' flags alike", () => {
  it('integer: whole numbers within its bounds, as Number reads them', () => {
    expect(read(integer(1), '4')).to.equal(4);
    expect(read(integer(1), '1e3')).to.equal(1000);
    expect(read(integer(1), '0')).to.equal('! must be an integer >= 1');
    expect(read(integer(1), '2.5')).to.equal('! must be an integer >= 1');
    expect(read(integer(0, 65535), '65536')).to.equal('! must be an integer from 0 to 65535');
    expect(read(integer(), '-3')).to.equal(-3);
    expect(read(integer(), 'x')).to.equal('! must be an integer');
  });

  it('seconds, and a number or auto', () => {
    expect(read(seconds({ min: 1 }), '2.5')).to.equal(2.5);
    expect(read(seconds({ min: 1 }), '0.5')).to.equal('! must be a number of seconds >= 1');
    expect(read(seconds({ above: 0 }), '0')).to.equal('! must be a number of seconds > 0');
    expect(read(seconds({ min: 0 }), 'Infinity')).to.equal('! must be a number of seconds >= 0');
    expect(read(numberOrAuto(0), 'AUTO')).to.equal('auto');
    expect(read(numberOrAuto(0), '0')).to.equal(0);
    expect(read(numberOrAuto(0), '-1')).to.equal('! must be a number >= 0 or auto');
  });

  it('a switch: its flag, or 1, true, yes and 0, false, no in any case', () => {
    expect(read(onOff, true)).to.equal(true);
    for (const on of ['1', 'true', 'YES']) expect(read(onOff, on), on).to.equal(true);
    for (const off of ['0', 'False', 'no']) expect(read(onOff, off), off).to.equal(false);
    expect(read(onOff, 'maybe')).to.equal('! must be 1, true or yes (or 0, false, no)');
  });

  it('an enum, a list, a text of bounded length', () => {
    expect(read(oneOf(['enforce', 'warn', 'off']), 'warn')).to.equal('warn');
    expect(read(oneOf(['enforce', 'warn', 'off']), 'Warn')).to.equal('! must be one of enforce, warn, off');
    expect(read(textList, ['a', 'b'])).to.deep.equal(['a', 'b']);
    expect(read(textList, 'a, b,,c')).to.deep.equal(['a', 'b', 'c']);
    expect(read(text(3), 'abcd')).to.equal('! must be a text of at most 3 characters (it has 4)');
  });

  it('a URL (http or https, no credentials, no trailing slash), a path, a UUID', () => {
    expect(read(httpUrl, 'https://sandbox.example/api/')).to.equal('https://sandbox.example/api');
    expect(read(httpUrl, 'ftp://x.example')).to.equal('! must use http or https');
    expect(read(httpUrl, 'https://u:p@x.example')).to.match(/^! must not carry credentials/);
    expect(read(targetPath, 'bulk')).to.equal('! must be a path starting with /');
    expect(read(uuid, '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60')).to.equal(
      '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60',
    );
    expect(read(uuid, 'x')).to.equal('! must be a UUID');
  });

  it("flagValue: another command's flag through the same parser, its problem naming the flag, a URL never quoted", () => {
    const problems: string[] = [];
    expect(flagValue(integer(1), ' 3 ', '--jobs', problems)).to.equal(3);
    expect(flagValue(integer(1), undefined, '--jobs', problems)).to.equal(undefined);
    expect(flagValue(integer(1), 'many', '--jobs', problems)).to.equal(undefined);
    expect(flagValue(httpUrl, 'https://u:s3cret@x.example', '--base-url', problems)).to.equal(undefined);
    expect(problems).to.deep.equal([
      '--jobs must be an integer >= 1 (got "many")',
      '--base-url must not carry credentials; use VOP_API_KEY and VOP_API_SECRET',
    ]);
  });

  it('integerFlag: the integer flags of the other commands in their range, else the fallback, a problem naming the flag', () => {
    const problems: string[] = [];
    expect(integerFlag(' 8080 ', '--port', { min: 0, max: 65535, fallback: 4010 }, problems)).to.equal(8080);
    expect(integerFlag(undefined, '--port', { min: 0, max: 65535, fallback: 4010 }, problems)).to.equal(4010);
    expect(integerFlag('  ', '--queue-ms', { min: 0 }, problems)).to.equal(undefined);
    expect(integerFlag('70000', '--port', { min: 0, max: 65535, fallback: 4010 }, problems)).to.equal(4010);
    expect(integerFlag('many', '--jobs', { min: 1, fallback: 2 }, problems)).to.equal(2);
    expect(integerFlag('1.5', '--seed', {}, problems)).to.equal(undefined);
    expect(problems).to.deep.equal([
      '--port must be an integer from 0 to 65535 (got "70000")',
      '--jobs must be an integer >= 1 (got "many")',
      '--seed must be an integer (got "1.5")',
    ]);
  });
});
