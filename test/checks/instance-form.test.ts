import { expect } from 'chai';
import { instanceFormVerdict, isJsonPointerOrXPath } from '../../src/checks/instance-form.ts';
import { resultLines } from '../../src/checks/result-lines.ts';
import type { Exchange } from '../../src/client/types.ts';

const A = '11111111-1111-4111-8111-111111111111';

/** Asserts that `instance` is (`holds`) or is not a JSON pointer or an XPath, naming it on failure. */
function expectForm(instance: string, holds: boolean): void {
  expect(isJsonPointerOrXPath(instance), JSON.stringify(instance)).to.equal(holds);
}

describe('checks/instance-form: an error instance is a JSON pointer (RFC 6901) or an XPath (interface.md Errors/Error response)', () => {
  it('accepts JSON pointers in string and fragment form, and XPath location paths', () => {
    for (const instance of [
      '',
      '/',
      '/party/name',
      '/party/id/organisationId/others/10/identification',
      '/a~0b/c~1d',
      '/Zoë/名前',
      '#/party/name',
      '#/a%20b',
      '/Document/party/id/organisationId/others[11]/identification',
      'others[2]/issuer',
      '//name/text()',
      '/ns:Document/ns:party',
      "/a/b[@x='1']",
      'child::party/name',
      '@id',
      'X-Channel',
      'x-fapi-interaction-id',
      'party.name',
    ])
      expectForm(instance, true);
  });

  it('refuses other notations, the nearest misses first', () => {
    for (const instance of [
      '$/party/name',
      '$.party.name',
      '/a~2b',
      '/party~',
      'Stryker was here!/party',
      'party name',
      'party/name]',
      '#/a b',
      'others[2/issuer',
    ])
      expectForm(instance, false);
  });

  it('holds for an instance that is absent or not a string, and names the broken one', () => {
    expect(instanceFormVerdict(undefined, 'line 1').holds).to.equal(true);
    expect(instanceFormVerdict(7, 'line 1').holds).to.equal(true);
    expect(instanceFormVerdict('$.taskId', 'line 3')).to.deep.equal({
      ruleId: 'error-instance-form',
      holds: false,
      received: 'line 3: instance "$.taskId"',
      documented: 'an instance written as a JSON pointer (RFC 6901) or an XPath',
    });
  });

  it('judges the instance of every error line of a result file, the first broken one reported', () => {
    const lines = [
      { uetr: A, partyNameMatch: 'MTCH' },
      { uetr: A, type: '/p', code: 'FORMAT_ERROR', title: 'INVALID_FIELD', instance: '/party/name' },
      { uetr: A, type: '/p', code: 'FORMAT_ERROR', title: 'INVALID_FIELD', instance: '$/party/name' },
    ];
    const exchange: Exchange = {
      request: { operation: 'bulk-results', method: 'GET', url: 'http://127.0.0.1:9/x', headers: {} },
      response: { status: 200, headers: {}, bodyText: lines.map((l) => JSON.stringify(l)).join('\n') },
      durationMs: 1,
    };
    const verdict = resultLines.judge(exchange).find((v) => v.ruleId === 'error-instance-form');
    expect(verdict?.holds).to.equal(false);
    expect(verdict?.received).to.equal('line 3: instance "$/party/name"');
  });
});
