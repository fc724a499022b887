import { expect } from 'chai';
import fc from 'fast-check';
import { nonUuidTaskId } from '../../generators/non-uuid-task-id.ts';
import { isUuid, uuidLike } from '../../src/schemas/formats.ts';

const RUNS = { numRuns: 500 };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The shape a drawn taskId has, as the docstring lists them. */
function shape(v: string): string {
  const groups = v.split('-').map((g) => g.length);
  if (
    /^[0-9a-f]+(-[0-9a-f]+){4}$/.test(v) &&
    groups.join() !== '8,4,4,4,12' &&
    (v.length === 35 || v.length === 37)
  )
    if (groups.filter((n, i) => n !== [8, 4, 4, 4, 12][i]).length === 1) return 'other group lengths';
  if (/^[0-9a-f-]{1,35}$/.test(v)) return 'cut short';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[g-zG-Z]$/.test(v))
    return 'letter appended';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{13,16}$/.test(v)) return 'extra hex';
  if (v.includes('%')) return 'percent-encoded';
  if (v.length === 36 && /^[0-9a-f-]*[g-zG-Z][0-9a-f-]*$/.test(v)) return 'letter beyond f';
  return 'free';
}

describe('generators/non-uuid-task-id', () => {
  it('nonUuidTaskId never draws a uuidLike value, raw or decoded, and never `/`, `.` or `..`', () => {
    fc.assert(
      fc.property(nonUuidTaskId(), (v) => {
        expect(uuidLike(v), v).to.equal(false);
        expect(uuidLike(decoded(v)), v).to.equal(false);
        expect(isUuid(v)).to.equal(false);
        expect(v).to.not.include('/');
        expect(decoded(v)).to.not.include('/');
        expect(['.', '..']).to.not.include(v);
      }),
      RUNS,
    );
  });

  it('nonUuidTaskId draws one path segment of 1-200 characters without `?`, `#`, `;`, `\\` or `%2F`, `%5C`, `%25`', () => {
    fc.assert(
      fc.property(nonUuidTaskId(), (v) => {
        expect(v.length).to.be.within(1, 200);
        expect(v).to.match(/^[A-Za-z0-9\-._~:@!$()*+,=%]+$/);
        expect(v).to.not.match(/%(2F|5C|25)/i);
      }),
      RUNS,
    );
  });

  it('nonUuidTaskId draws every shape its docstring names and no brace, urn: or compact form', () => {
    const drawn = fc.sample(nonUuidTaskId(), 2000);
    expect([...new Set(drawn.map(shape))].sort()).to.deep.equal([
      'cut short',
      'extra hex',
      'free',
      'letter appended',
      'letter beyond f',
      'other group lengths',
      'percent-encoded',
    ]);
    expect(drawn.some((v) => v.startsWith('{') || v.startsWith('urn:') || /^[0-9a-f]{32}$/.test(v))).to.equal(
      false,
    );
  });
});
