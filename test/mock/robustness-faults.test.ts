import { expect } from 'chai';
import type { FaultId } from '../../src/mock/faults/index.ts';
import type { FaultSwitch } from '../../src/mock/faults/fault.ts';
import { bodyTrip, headerTrip, ROBUSTNESS_FAULTS } from '../../src/mock/faults/robustness.ts';

const only = (id: FaultId): FaultSwitch => ({ breaks: (f) => f === id });
const none: FaultSwitch = { breaks: () => false };
const org = (name: string) =>
  JSON.stringify({ accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name });
const cop = (Name: string) =>
  JSON.stringify({
    SchemeName: 'SortCodeAccountNumber',
    AccountType: 'Personal',
    Identification: '40051212345678',
    Name,
  });
const record = (name: string) =>
  JSON.stringify({
    uetr: '0b3c5d7e-1111-4222-8333-944455556666',
    party: { name },
    partyAccount: { iban: 'NL91ABNA0417164300' },
    requestingAgent: { financialInstitutionId: { bicfi: 'ABNANL2A' } },
    partyAgent: { financialInstitutionId: { bicfi: 'RABONL2U' } },
  });
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

describe('mock: robustness faults (server-no-5xx, legal but unusual input)', () => {
  it('a header fault trips on its operation and header only, on Latin-1 and UTF-8 bytes', () => {
    const id = 'server-no-5xx/non-ascii-x-channel-bulk-status';
    for (const value of ['Café', utf8('東京')]) {
      expect(headerTrip(only(id), 'bulk-status', { 'x-channel': value })).to.equal(id);
      expect(headerTrip(only(id), 'bulk-results', { 'x-channel': value })).to.equal(undefined);
      expect(headerTrip(only(id), 'bulk-status', { 'x-software-supplier': value })).to.equal(undefined);
    }
    expect(headerTrip(only(id), 'bulk-status', { 'x-channel': 'plain ASCII' })).to.equal(undefined);
  });

  it('latin-1-header trips on bytes that are not UTF-8, utf-8-header on UTF-8 ones, header-bytes-over-limit on 70 characters of 2 bytes', () => {
    const latin = 'server-no-5xx/latin-1-header';
    const multi = 'server-no-5xx/utf-8-header';
    expect(headerTrip(only(latin), 'org-check', { 'x-correlation-id': 'Café Zürich' })).to.equal(latin);
    expect(headerTrip(only(latin), 'org-check', { 'x-correlation-id': utf8('Café') })).to.equal(undefined);
    expect(headerTrip(only(multi), 'cop-check', { 'x-fapi-interaction-id': utf8('Café') })).to.equal(multi);
    expect(headerTrip(only(multi), 'cop-check', { 'x-fapi-interaction-id': 'Café Zürich' })).to.equal(
      undefined,
    );
    const over = 'server-no-5xx/header-bytes-over-limit';
    expect(headerTrip(only(over), 'bulk-submit', { 'x-channel': utf8('é'.repeat(70)) })).to.equal(over);
    expect(headerTrip(only(over), 'bulk-submit', { 'x-channel': 'e'.repeat(70) })).to.equal(undefined);
    expect(headerTrip(only(over), 'bulk-submit', { 'x-channel': 'e'.repeat(71) })).to.equal(undefined);
  });

  it('long-correlation-id and long-interaction-id trip over 256 characters', () => {
    const id = 'server-no-5xx/long-correlation-id';
    expect(headerTrip(only(id), 'org-check', { 'x-correlation-id': 'a'.repeat(257) })).to.equal(id);
    expect(headerTrip(only(id), 'org-check', { 'x-correlation-id': 'a'.repeat(256) })).to.equal(undefined);
    const fapi = 'server-no-5xx/long-interaction-id';
    expect(headerTrip(only(fapi), 'cop-check', { 'x-fapi-interaction-id': 'a'.repeat(1024) })).to.equal(fapi);
  });

  it('each name fault trips on its kind of name, in each operation that carries one', () => {
    const cases: ReadonlyArray<[FaultId, string]> = [
      ['server-no-5xx/combining-mark-name', 'Jose\u0301'],
      ['server-no-5xx/right-to-left-name', 'שלום'],
      ['server-no-5xx/zero-width-name', 'Acme\u200bBank'],
      ['server-no-5xx/long-multi-byte-name', '李'.repeat(140)],
    ];
    for (const [id, name] of cases) {
      expect(bodyTrip(only(id), 'org-check', org(name)), id).to.equal(id);
      expect(bodyTrip(only(id), 'cop-check', cop(name)), id).to.equal(id);
      expect(bodyTrip(only(id), 'bulk-submit', `${record('Jane')}\n${record(name)}\n`), id).to.equal(id);
      expect(bodyTrip(only(id), 'org-check', org('Acme Holding BV')), id).to.equal(undefined);
    }
    expect(bodyTrip(only('server-no-5xx/long-multi-byte-name'), 'org-check', org('李'.repeat(93)))).to.equal(
      undefined,
    );
  });

  it('each astral fault trips on its own operation only', () => {
    const name = 'Acme 🏦 Bank';
    expect(bodyTrip(only('server-no-5xx/astral-name-org-check'), 'org-check', org(name))).to.not.equal(
      undefined,
    );
    expect(bodyTrip(only('server-no-5xx/astral-name-org-check'), 'cop-check', cop(name))).to.equal(undefined);
    expect(bodyTrip(only('server-no-5xx/astral-name-cop-check'), 'cop-check', cop(name))).to.not.equal(
      undefined,
    );
    expect(
      bodyTrip(only('server-no-5xx/astral-name-bulk-records'), 'bulk-submit', record(name)),
    ).to.not.equal(undefined);
  });

  it('the JSON faults trip on their form of JSON only, not on JSON.stringify of the same body', () => {
    const plain = org('Zoë');
    const forms: ReadonlyArray<[FaultId, string]> = [
      ['server-no-5xx/json-unicode-escape', plain.replace('Zo', '\\u005ao')],
      ['server-no-5xx/json-duplicate-key', plain.replace('"name"', '"name":"x","name"')],
      [
        'server-no-5xx/json-key-order',
        JSON.stringify({ name: 'Zoë', accountId: { value: 'x', type: 'IBAN' } }),
      ],
      ['server-no-5xx/json-number-form', plain.replace(/}$/, ',"x-number":1E400}')],
    ];
    for (const [id, text] of forms) {
      expect(JSON.parse(text), id).to.be.an('object');
      expect(bodyTrip(only(id), 'org-check', text), id).to.equal(id);
      expect(bodyTrip(only(id), 'org-check', plain), id).to.equal(undefined);
      expect(bodyTrip(only(id), 'bulk-submit', record('Zoë')), id).to.equal(undefined);
    }
    // Member names repeated in different objects are not duplicates (bicfi, financialInstitutionId).
    expect(bodyTrip(only('server-no-5xx/json-duplicate-key'), 'bulk-submit', record('Jane'))).to.equal(
      undefined,
    );
  });

  it('the token form faults trip on an extra parameter and on percent-encoded non-ASCII bytes', () => {
    const extra = 'server-no-5xx/token-form-extra-parameter';
    const percent = 'server-no-5xx/token-form-percent-encoding';
    expect(bodyTrip(only(extra), 'token', 'grant_type=client_credentials&scope=x')).to.equal(extra);
    expect(bodyTrip(only(extra), 'token', 'grant_type=client_credentials')).to.equal(undefined);
    expect(bodyTrip(only(percent), 'token', 'grant_type=client_credentials&n=caf%C3%A9')).to.equal(percent);
    expect(bodyTrip(only(percent), 'token', 'grant_type=client_credentials&n=cafe')).to.equal(undefined);
  });

  it('with no fault switched on nothing trips, whatever the input', () => {
    expect(headerTrip(none, 'org-check', { 'x-correlation-id': 'Café'.repeat(100) })).to.equal(undefined);
    expect(bodyTrip(none, 'org-check', org('Acme 🏦 \u200b שלום Jose\u0301'))).to.equal(undefined);
    expect(ROBUSTNESS_FAULTS.every((f) => f.rule === 'server-no-5xx')).to.equal(true);
  });
});
