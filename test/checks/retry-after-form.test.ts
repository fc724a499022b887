import { expect } from 'chai';
import { isHttpDate } from '../../src/checks/http-date.ts';
import { isRetryAfterValue, retryAfterForm } from '../../src/checks/retry-after-form.ts';
import { exchangeOf } from '../helpers/exchange-of.ts';

/** Every legal Retry-After (RFC 9110 §10.2.3: delay-seconds or an HTTP-date in any of its three forms). */
const LEGAL = [
  '0',
  '1',
  '120',
  '007',
  ' 120 ',
  'Sun, 06 Nov 1994 08:49:37 GMT',
  'Mon, 07 Dec 2026 10:00:00 GMT',
  'Sunday, 06-Nov-94 08:49:37 GMT',
  'Sun Nov  6 08:49:37 1994',
  'Sun Nov 16 08:49:37 1994',
  'Wed, 31 Dec 2025 23:59:60 GMT',
];

/** The nearest misses: an ISO 8601 duration or date, a sign, a fraction, an empty value, loose HTTP-dates. */
const ILLEGAL = [
  'PT1S',
  '-1',
  '+1',
  '1.5',
  '1e3',
  '',
  '   ',
  '2026-12-07T10:00:00Z',
  '2026-12-07',
  'Sun, 06 Nov 1994 08:49:37 UTC',
  'Sun, 6 Nov 1994 08:49:37 GMT',
  'sun, 06 nov 1994 08:49:37 GMT',
  'Sun, 06 Nov 1994 24:00:00 GMT',
  'Sun, 32 Nov 1994 08:49:37 GMT',
  'Sun Nov 06 08:49:37 1994 GMT',
  '1 second',
];

describe('checks: retry_after_form (rate-limit-retry-after-form, A6)', () => {
  it('accepts delay-seconds and the three HTTP-date forms', () => {
    for (const value of LEGAL) expect(isRetryAfterValue(value), value).to.equal(true);
  });

  it('rejects an ISO 8601 duration or date, a negative or fractional number, an empty value and a loose date', () => {
    for (const value of ILLEGAL) expect(isRetryAfterValue(value), JSON.stringify(value)).to.equal(false);
  });

  it('reads an HTTP-date only in its exact forms (isHttpDate)', () => {
    expect(isHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).to.equal(true);
    expect(isHttpDate(' Sun, 06 Nov 1994 08:49:37 GMT')).to.equal(false);
  });

  it('judges every 429, on any operation, and holds when Retry-After is absent', () => {
    const bad = retryAfterForm.judge(exchangeOf({ status: 429, headers: { 'retry-after': 'PT1S' } }));
    expect(bad).to.have.length(1);
    expect(bad[0]).to.include({ ruleId: 'rate-limit-retry-after-form', holds: false });
    expect(bad[0]?.received).to.equal('429 with Retry-After: PT1S');
    const token = retryAfterForm.judge(
      exchangeOf({ operation: 'token', status: 429, headers: { 'retry-after': '-1' } }),
    );
    expect(token.map((v) => v.holds)).to.deep.equal([false]);
    const absent = retryAfterForm.judge(exchangeOf({ status: 429 }));
    expect(absent.map((v) => v.holds)).to.deep.equal([true]);
  });

  it('judges nothing on any other status, whatever its Retry-After', () => {
    expect(
      retryAfterForm.judge(exchangeOf({ status: 503, headers: { 'retry-after': 'PT1S' } })),
    ).to.deep.equal([]);
    expect(retryAfterForm.judge(exchangeOf({ status: 200 }))).to.deep.equal([]);
  });
});
