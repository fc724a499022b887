import { execFileSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { shellQuote, unquoteShellWord } from '../../src/output/shell-quote.ts';

/** What bash makes of `word`: the one argument it passes `printf %s`. */
function bashReads(word: string): string {
  return execFileSync('bash', ['-c', `printf %s ${word}`], { encoding: 'utf8' });
}

describe('output: shell quoting and its inverse', () => {
  it('unquoteShellWord gives back any text shellQuote quoted, control characters and quotes included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(unquoteShellWord(shellQuote(text))).to.equal(text);
      }),
    );
  });

  it('bash reads each quoted word as the text it quotes, on one line', () => {
    for (const text of ["it's", 'a\nb\tc\r', "'\\''", 'back\\slash', '\u0001\u007f', '{"name":"Zoë"}', '']) {
      const word = shellQuote(text);
      expect(word).to.not.include('\n');
      expect(bashReads(word), JSON.stringify(text)).to.equal(text);
    }
  });

  it('is no inverse of text it did not write', () => {
    for (const word of ['plain', "'open", "'a'b'", "$'\\q'", "$'it's'", '"double"'])
      expect(unquoteShellWord(word), word).to.equal(undefined);
  });
});
