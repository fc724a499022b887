import { expect } from 'chai';
import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../generators/accept-value.ts';

const RUNS = { numRuns: 500 };
const MEDIA_TYPES = ['application/json', 'application/x-ndjson', '*/*'];

/** A non-empty choice of media types with a concrete one among them, and one value the arbitrary made from it. */
function drawnWith(make: (types: readonly string[]) => fc.Arbitrary<string>) {
  return fc
    .subarray(MEDIA_TYPES, { minLength: 1 })
    .filter((types) => types.some((t) => !t.includes('*')))
    .chain((types) => make(types).map((value) => ({ types, value })));
}

interface Entry {
  readonly type: string;
  readonly charset: string | undefined;
  readonly q: number;
}

/** The entries of an Accept list: media range (lower case), charset (lower case, unquoted, if any) and weight. */
function entries(value: string): Entry[] {
  return value.split(',').map((entry) => {
    const [type = '', ...params] = entry.split(';').map((p) => p.trim());
    const param = (name: string) =>
      params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    return {
      type: type.toLowerCase(),
      charset: param('charset')
        ?.toLowerCase()
        .replace(/^"(.*)"$/, '$1'),
      q: Number(param('q') ?? '1'),
    };
  });
}

/** True when `entry` admits one of `types` in UTF-8: the 406 row read as "406 only when none is accepted". */
function admitsOne(entry: Entry, types: readonly string[]): boolean {
  if (entry.q <= 0 || (entry.charset !== undefined && entry.charset !== 'utf-8')) return false;
  return types.some((t) =>
    entry.type === '*/*'
      ? true
      : entry.type.endsWith('/*')
        ? t.startsWith(entry.type.slice(0, -1))
        : t === entry.type,
  );
}

describe('generators/accept-value', () => {
  it('acceptableAccept draws only values of which an entry admits a given type in UTF-8 (lists and wildcards too)', () => {
    fc.assert(
      fc.property(drawnWith(acceptableAccept), ({ types, value }) => {
        const concrete = types.filter((t) => !t.includes('*'));
        expect(
          entries(value).some((e) => admitsOne(e, concrete)),
          value,
        ).to.equal(true);
      }),
      RUNS,
    );
  });

  it('acceptableAccept draws each given type with and without charset, the wildcards, and lists in either order and weighted', () => {
    const drawn = fc.sample(acceptableAccept(MEDIA_TYPES), 1000);
    for (const type of MEDIA_TYPES) expect(drawn).to.include(type);
    expect(drawn).to.include.members([
      'application/json;charset=utf-8',
      'application/x-ndjson; charset=UTF-8',
      'application/json; charset="utf-8"',
      'APPLICATION/X-NDJSON;Charset="UTF-8"',
    ]);
    expect(drawn).to.include('application/*');
    expect(
      drawn.some((v) => v.includes(',') && !v.startsWith('application/') && !v.startsWith('*')),
    ).to.equal(true);
    expect(drawn.some((v) => /;q=0\.9, .*;q=0\.1$/.test(v))).to.equal(true);
  });

  it('unacceptableAccept draws only values of which no entry admits a given type in UTF-8', () => {
    fc.assert(
      fc.property(drawnWith(unacceptableAccept), ({ types, value }) => {
        const concrete = types.filter((t) => !t.includes('*'));
        expect(
          entries(value).some((e) => admitsOne(e, concrete)),
          value,
        ).to.equal(false);
        expect(value).to.not.include('*/*');
      }),
      RUNS,
    );
  });

  it('unacceptableAccept draws the neighbours of the given types, other wildcards, other charsets and lists', () => {
    const drawn = fc.sample(unacceptableAccept(['application/json']), 1000);
    expect(drawn).to.include.members([
      'application/x-ndjson',
      'application/problem+json',
      'application/jsonl',
      'text/*',
    ]);
    expect(drawn.some((v) => /^application\/json; charset=(?!utf-8)/.test(v))).to.equal(true);
    expect(drawn).to.include.members([
      'application/json; charset=utf8',
      'application/json; charset="utf-16"',
    ]);
    expect(drawn.some((v) => v.includes(','))).to.equal(true);
    const results = fc.sample(unacceptableAccept(['application/x-ndjson', 'application/json', '*/*']), 1000);
    expect(results).to.include('application/ndjson');
    expect(results).to.not.include('application/x-ndjson');
  });
});
