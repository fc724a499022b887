import { expect } from 'chai';
import { validate } from '../../src/schemas/registry.ts';

/** The keywords a value fails on, as `<instancePath> <keyword>`. */
function failures(schema: string, value: unknown): string[] {
  return validate(schema, value).errors.map((e) => `${e.instancePath} ${e.keyword}`.trim());
}

const HEADERS = 'requests/bulk-headers.schema.json';
const ERROR = 'responses/error.schema.json';
const UUID = '6f1d6b6a-2a4e-4c5b-9d3e-1f2a3b4c5d6e';
const validHeaders = { 'x-request-id': UUID, authorization: 'Bearer abc' };

describe('schemas: documented values pass, one past each boundary fails on exactly that keyword', () => {
  it('payee name: 140 characters of Latin, accented Latin, Cyrillic and CJK pass; 141 fail maxLength; empty fails minLength', () => {
    for (const unit of ['a', 'é', 'Ж', '李'])
      expect(failures('common/party-name.schema.json', unit.repeat(140))).to.deep.equal([]);
    expect(failures('common/party-name.schema.json', 'é'.repeat(141))).to.deep.equal(['maxLength']);
    expect(failures('common/party-name.schema.json', '')).to.deep.equal(['minLength']);
  });

  it('error object: type and title 70/71, detail 500/501, instance 256/257', () => {
    const base = { type: '/problems/format-error', code: 'FORMAT_ERROR' };
    for (const [field, max] of [
      ['type', 70],
      ['title', 70],
      ['detail', 500],
      ['instance', 256],
    ] as const) {
      const at = field === 'type' ? `/${'t'.repeat(max - 1)}` : 'x'.repeat(max);
      const past = field === 'type' ? `/${'t'.repeat(max)}` : 'x'.repeat(max + 1);
      expect(failures(ERROR, { ...base, [field]: at }), `${field} at ${max}`).to.deep.equal([]);
      expect(failures(ERROR, { ...base, [field]: past }), `${field} past ${max}`).to.deep.equal([
        `/${field} maxLength`,
      ]);
    }
  });

  it('error object: type and code are required, status is an integer, type is a URI reference', () => {
    expect(failures(ERROR, { code: 'X' })).to.deep.equal(['required']);
    expect(failures(ERROR, { type: '/p' })).to.deep.equal(['required']);
    expect(failures(ERROR, { type: '/p', code: 'X', status: '400' })).to.deep.equal(['/status type']);
    expect(failures(ERROR, { type: 'not a uri reference', code: 'X' })).to.deep.equal(['/type format']);
  });

  it('bulk request headers: the example headers pass; X-Request-Id mandatory, UUID, at most 128', () => {
    const example = {
      ...validHeaders,
      accept: 'application/json',
      'accept-language': 'nl',
      'x-end-user': 'Department-42',
      'x-software-supplier': 'Acme Software',
      'x-channel': 'web',
    };
    expect(failures(HEADERS, example)).to.deep.equal([]);
    expect(failures(HEADERS, { ...validHeaders, 'x-request-id': UUID.toUpperCase() })).to.deep.equal([]);
    expect(failures(HEADERS, { authorization: 'Bearer abc' })).to.deep.equal(['required']);
    expect(failures(HEADERS, { ...validHeaders, 'x-request-id': 'not-a-uuid' })).to.deep.equal([
      '/x-request-id pattern',
    ]);
    expect(failures(HEADERS, { ...validHeaders, 'x-request-id': `${UUID}${'a'.repeat(93)}` })).to.include(
      '/x-request-id maxLength',
    );
  });

  it('X-End-User: 3 and 50 pass; 2 fails minLength, 51 maxLength, "_" and a space the pattern (A12)', () => {
    const endUser = (value: string) => failures(HEADERS, { ...validHeaders, 'x-end-user': value });
    expect(endUser('abc')).to.deep.equal([]);
    expect(endUser('a'.repeat(50))).to.deep.equal([]);
    expect(endUser('ab')).to.deep.equal(['/x-end-user minLength']);
    expect(endUser('a'.repeat(51))).to.deep.equal(['/x-end-user maxLength']);
    expect(endUser('abc_def')).to.deep.equal(['/x-end-user pattern']);
    expect(endUser('abc def')).to.deep.equal(['/x-end-user pattern']);
  });

  it('X-Software-Supplier and X-Channel: 70 pass, 71 fail maxLength; Accept-Language two letters', () => {
    for (const name of ['x-software-supplier', 'x-channel']) {
      expect(failures(HEADERS, { ...validHeaders, [name]: 's'.repeat(70) })).to.deep.equal([]);
      expect(failures(HEADERS, { ...validHeaders, [name]: 's'.repeat(71) })).to.deep.equal([
        `/${name} maxLength`,
      ]);
    }
    expect(failures(HEADERS, { ...validHeaders, 'accept-language': 'english' })).to.deep.equal([
      '/accept-language pattern',
    ]);
  });

  it('status response: the five states; detail required on FAILED and TIMED_OUT only', () => {
    for (const status of ['NOT_STARTED', 'IN_PROGRESS', 'PROCESSED']) {
      expect(failures('responses/status.schema.json', { status })).to.deep.equal([]);
    }
    expect(failures('responses/status.schema.json', { status: 'FAILED', detail: 'corrupt' })).to.deep.equal(
      [],
    );
    expect(failures('responses/status.schema.json', { status: 'TIMED_OUT' })).to.include('required');
    expect(failures('responses/status.schema.json', { status: 'DONE' })).to.deep.equal(['/status enum']);
  });

  it('result record: the values interface.md shows (MTCH, NP, ACTIVE) pass; uetr is mandatory', () => {
    const record = {
      uetr: UUID,
      partyNameMatch: 'MTCH',
      additionalPartyInformation: { advancedInfo: { accountHolderType: 'NP', accountStatus: 'ACTIVE' } },
    };
    expect(failures('responses/result-record.schema.json', record)).to.deep.equal([]);
    expect(failures('responses/result-record.schema.json', { partyNameMatch: 'MTCH' })).to.deep.equal([
      'required',
    ]);
    const errorLine = {
      type: '/problems/format-error',
      code: 'FORMAT_ERROR',
      title: 'NAME_TOO_LONG',
      uetr: UUID,
    };
    expect(failures('responses/record-error.schema.json', errorLine)).to.deep.equal([]);
  });

  it('identifiers (A2): IBAN, BIC of 8 and 11, LEI', () => {
    const ids = 'common/identifiers.schema.json#/$defs';
    expect(failures(`${ids}/iban`, 'NL91ABNA0417164300')).to.deep.equal([]);
    expect(failures(`${ids}/iban`, 'NL91 ABNA')).to.deep.equal(['pattern']);
    expect(failures(`${ids}/bic`, 'ABNANL2A')).to.deep.equal([]);
    expect(failures(`${ids}/bic`, 'NWBKGB2LXXX')).to.deep.equal([]);
    expect(failures(`${ids}/bic`, 'ABNANL2AX')).to.deep.equal(['pattern']);
    expect(failures(`${ids}/lei`, '5493001KJTIIGC8Y1R12')).to.deep.equal([]);
    expect(failures(`${ids}/lei`, '5493001KJTIIGC8Y1RAB')).to.deep.equal(['pattern']);
  });

  it('token form, token response (A1), single-check requests (A7), task path (A11)', () => {
    expect(failures('requests/token-form.schema.json', { grant_type: 'client_credentials' })).to.deep.equal(
      [],
    );
    expect(failures('requests/token-form.schema.json', { grant_type: 'password' })).to.deep.equal([
      '/grant_type const',
    ]);
    for (const expires of [3599, '3599']) {
      expect(
        failures('responses/token.schema.json', { access_token: 't', expires_in: expires }),
      ).to.deep.equal([]);
    }
    expect(failures('responses/token.schema.json', { access_token: 't', expires_in: 'soon' })).to.include(
      '/expires_in oneOf',
    );
    const cop = {
      SchemeName: 'SortCodeAccountNumber',
      AccountType: 'Personal',
      Identification: '40051212345678',
      Name: 'J',
    };
    expect(failures('requests/confirmation-of-payee.schema.json', cop)).to.deep.equal([]);
    expect(
      failures('requests/confirmation-of-payee.schema.json', { ...cop, Identification: '4005121234567' }),
    ).to.deep.equal(['/Identification pattern']);
    const org = { accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name: 'N'.repeat(141) };
    expect(failures('requests/organisation-check.schema.json', org)).to.deep.equal(['/name maxLength']);
    expect(failures('requests/task-path.schema.json', { taskId: UUID.toUpperCase() })).to.deep.equal([]);
    expect(failures('requests/task-path.schema.json', { taskId: `{${UUID}}` })).to.deep.equal([
      '/taskId pattern',
    ]);
  });
});
