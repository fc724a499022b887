import { expect } from 'chai';
import { calibrate, faultForRule } from '../../src/calibration/calibrate.ts';
import { OBSERVED_CHOICES_FORMAT, type ObservedChoices } from '../../src/calibration/observed-choices.ts';
import { CHOICE_LIST } from '../../src/mock/choices/index.ts';

function observed(
  choices: ObservedChoices['choices'],
  settings: ObservedChoices['settings'] = {},
): ObservedChoices {
  return { format: OBSERVED_CHOICES_FORMAT, choices, settings };
}

const by = 'GET /vopgateway/v1/bulk/x/status → 200';

describe('calibration: observations → one alternative per choice', () => {
  it('determines a choice when exactly one alternative is consistent with every exchange, and names it', () => {
    const result = calibrate(
      observed({
        'uuid-acceptance': [
          { alternatives: ['any-version', 'rfc4122-versions-1-5', 'versions-1-8'], count: 40, shownBy: by },
          { alternatives: ['any-version', 'versions-1-8'], count: 3, shownBy: by },
          { alternatives: ['rfc4122-versions-1-5', 'versions-1-8'], count: 2, shownBy: by },
        ],
      }),
    );
    expect(result.choices['uuid-acceptance']).to.equal('versions-1-8');
    expect(result.determined).to.deep.equal([
      { id: 'uuid-acceptance', alternative: 'versions-1-8', shownBy: by, count: 45 },
    ]);
  });

  it('keeps the default of a choice no exchange showed, and lists it as not observed', () => {
    const result = calibrate(observed({}));
    expect(result.notObserved).to.have.length(CHOICE_LIST.length);
    for (const choice of CHOICE_LIST) expect(result.choices[choice.id]).to.equal(choice.alternatives[0]);
  });

  it('never guesses: alternatives that cannot be told apart, exchanges that disagree and values no alternative has are undetermined, with the reason', () => {
    const result = calibrate(
      observed({
        'ndjson-framing': [{ alternatives: ['lf', 'chunked'], count: 5, shownBy: by }],
        'token-type': [{ alternatives: ['JWT'], count: 2, shownBy: by }],
        'status-detail': [
          { alternatives: ['always'], count: 1, shownBy: by },
          { alternatives: ['final-failures-only'], count: 1, shownBy: by },
        ],
      }),
    );
    const reasons = Object.fromEntries(result.undetermined.map((u) => [u.id, u]));
    expect(reasons['ndjson-framing']).to.deep.include({ kept: 'lf' });
    expect(reasons['ndjson-framing']?.reason).to.include('cannot be told apart').and.include('lf, chunked');
    expect(reasons['token-type']?.reason).to.include('"JWT"').and.include('no alternative');
    expect(reasons['token-type']?.kept).to.equal('BearerToken');
    expect(reasons['status-detail']?.reason).to.include('disagree');
    expect(result.determined).to.deep.equal([]);
  });

  it('keeps the first still-possible alternative when the default is ruled out but several remain', () => {
    const result = calibrate(
      observed({ 'ndjson-framing': [{ alternatives: ['crlf', 'no-final-newline'], count: 1, shownBy: by }] }),
    );
    expect(result.choices['ndjson-framing']).to.equal('crlf');
  });

  it('carries the settings seen, and maps each failed rule to its catalogue fault (its own id, else its first variant)', () => {
    const result = calibrate(observed({}, { tokenLifetimeSeconds: 1800 }), [
      'results-content-disposition',
      'token-type-bearer-token',
      'no-such-rule',
    ]);
    expect(result.settings).to.deep.equal({ tokenLifetimeSeconds: 1800 });
    expect(result.deviations[0]).to.deep.equal({
      ruleId: 'results-content-disposition',
      faultId: 'results-content-disposition',
    });
    expect(result.deviations[2]).to.deep.equal({ ruleId: 'no-such-rule' });
    expect(faultForRule('results-200-ndjson')).to.equal('results-200-ndjson');
  });
});
