import { Readable } from 'node:stream';
import { expect } from 'chai';
import {
  EMPTY_LINE,
  type NdjsonLine,
  readNdjson,
  readNdjsonBatches,
} from '../../src/client/ndjson-reader.ts';

async function collect(source: Readable, maxLineChars = 1_000, maxBytes = 1_000_000): Promise<NdjsonLine[]> {
  const lines: NdjsonLine[] = [];
  for await (const line of readNdjson(source, { maxLineChars, maxBytes })) lines.push(line);
  return lines;
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error as Error,
  );
}

describe('client: NDJSON reader', () => {
  it('yields each line parsed, across chunk boundaries, with CRLF; a blank line is a line that is not JSON', async () => {
    const source = Readable.from(['{"a":1}\r\n{"b"', ':2}\n\n', 'not json\n{"c":3}']);
    const lines = await collect(source);
    expect(lines.map((l) => [l.number, l.value ?? l.parseError])).to.deep.equal([
      [1, { a: 1 }],
      [2, { b: 2 }],
      [3, EMPTY_LINE],
      [4, lines[3]?.parseError],
      [5, { c: 3 }],
    ]);
    expect(lines[3]?.parseError).to.be.a('string').and.not.equal(EMPTY_LINE);
  });

  it('takes nothing after the final newline for no line, and a blank line anywhere else for an empty one', async () => {
    const errors = async (text: string, chunks = 1): Promise<Array<string | undefined>> => {
      const size = Math.ceil(text.length / chunks);
      const pieces = Array.from({ length: chunks }, (_, i) => text.slice(i * size, (i + 1) * size));
      return (await collect(Readable.from(pieces.filter((p) => p !== '')))).map((l) => l.parseError);
    };
    for (const chunks of [1, 3]) {
      expect(await errors('{}\n{}\n', chunks), 'a\\nb\\n').to.deep.equal([undefined, undefined]);
      expect(await errors('{}\n\n{}\n', chunks), 'a\\n\\nb\\n').to.deep.equal([
        undefined,
        EMPTY_LINE,
        undefined,
      ]);
      expect(await errors('{}\n{}\n\n', chunks), 'a\\nb\\n\\n').to.deep.equal([
        undefined,
        undefined,
        EMPTY_LINE,
      ]);
      expect(await errors('{}\n \t\n{}\n', chunks), 'white space only').to.deep.equal([
        undefined,
        EMPTY_LINE,
        undefined,
      ]);
      expect(await errors('{}\r\n\r\n{}\r\n', chunks), 'CRLF, blank').to.deep.equal([
        undefined,
        EMPTY_LINE,
        undefined,
      ]);
      expect(await errors('{}\r\n{}\r\n', chunks), 'a\\r\\nb\\r\\n').to.deep.equal([undefined, undefined]);
      expect(await errors('{}\n{}', chunks), 'a\\nb').to.deep.equal([undefined, undefined]);
      expect(await errors('{}\n{}\n  ', chunks), 'white space after the final newline').to.deep.equal([
        undefined,
        undefined,
        EMPTY_LINE,
      ]);
    }
    expect(await errors(''), 'an empty body').to.deep.equal([]);
  });

  it('streams: the first line arrives before the source has ended', async () => {
    const source = new Readable({ read() {} });
    source.push('{"first":true}\n');
    const iterator = readNdjson(source, { maxLineChars: 100, maxBytes: 1_000 });
    const first = await iterator.next();
    expect(first.value).to.deep.include({ value: { first: true } });
    source.push(null);
    expect((await iterator.next()).done).to.equal(true);
  });

  it('decodes a UTF-8 character cut between two chunks, and hands over the lines of each chunk as one batch', async () => {
    const bytes = Buffer.from('{"n":"Zoë"}\n{"n":"Ådne"}\n{"n":"x"}\n', 'utf8');
    const cut = bytes.indexOf(0xc3) + 1;
    const batches: string[][] = [];
    for await (const batch of readNdjsonBatches(
      Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]),
      {
        maxLineChars: 100,
        maxBytes: 1_000,
      },
    ))
      batches.push(batch.map((line) => (line.value as { n: string }).n));
    // The first chunk ends inside the first line: no batch until the second.
    expect(batches).to.deep.equal([['Zoë', 'Ådne', 'x']]);
    const lines = await collect(
      Readable.from([bytes.subarray(0, bytes.length - 20), bytes.subarray(bytes.length - 20)]),
    );
    expect(lines.map((l) => (l.value as { n: string }).n)).to.deep.equal(['Zoë', 'Ådne', 'x']);
  });

  it('refuses a line over the character cap while it is still unfinished', async () => {
    const error = await failure(collect(Readable.from(['{"x":"', 'a'.repeat(80), 'a'.repeat(80)]), 100));
    expect(error.message).to.equal('line 1 is over 100 characters');
  });

  it('refuses a line over the character cap', async () => {
    const error = await failure(collect(Readable.from([`{"x":"${'a'.repeat(500)}"}\n`]), 100));
    expect(error.name).to.equal('SizeLimitError');
  });

  it('refuses a stream over the byte cap', async () => {
    const chunks = Array.from({ length: 50 }, () => '{"k":"0123456789"}\n');
    const error = await failure(collect(Readable.from(chunks), 1_000, 200));
    expect(error.name).to.equal('SizeLimitError');
  });
});
