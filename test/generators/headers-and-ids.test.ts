import { expect } from 'chai';
import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../generators/accept-value.ts';
import { ndjsonContentType, otherContentType } from '../../generators/content-type.ts';
import { endUser, endUserBadCharacter, endUserWrongLength } from '../../generators/end-user.ts';
import { headerText } from '../../generators/header-text.ts';
import { languageCode, notALanguageTag } from '../../generators/language-code.ts';
import { nonUuidTaskId } from '../../generators/non-uuid-task-id.ts';
import { nonUuidRequestId, overlongRequestId } from '../../generators/request-id.ts';
import { unusualUuid } from '../../generators/unusual-uuid.ts';
import { UUID_OTHER_SHAPES, uuidOtherShape } from '../../generators/uuid-other-shape.ts';
import { uuidText } from '../../generators/uuid-text.ts';
import { acceptable } from '../../src/mock/bulk/accept.ts';
import { validate } from '../../src/schemas/registry.ts';

const HEADER = (name: string) => `requests/bulk-headers.schema.json#/properties/${name}`;
const RUNS = { numRuns: 200 };

/** `<keyword>` of every error `value` gets from `schema` (instance paths are relative to the fragment). */
function keywords(schema: string, value: unknown): string[] {
  return [...new Set(validate(schema, value).errors.map((e) => e.keyword))].sort();
}

describe('generators: headers and identifiers', () => {
  it('uuidText in either letter case and unusualUuid pass the UUID schema (A11: either case, versions not asserted)', () => {
    for (const arbitrary of [uuidText(), uuidText({ letterCase: 'upper' }), unusualUuid()]) {
      fc.assert(
        fc.property(arbitrary, (v) => keywords('common/uuid.schema.json', v).length === 0),
        RUNS,
      );
    }
  });

  it('uuidOtherShape fails the UUID schema on its pattern only, as a header value and percent-decoded from a path (A11)', () => {
    fc.assert(
      fc.property(uuidOtherShape(), uuidOtherShape({ inPath: true }), (header, path) => {
        expect(keywords('common/uuid.schema.json', header), header).to.deep.equal(['pattern']);
        expect(keywords('common/uuid.schema.json', decodeURIComponent(path)), path).to.deep.equal([
          'pattern',
        ]);
        expect(path).to.not.match(/[{}()]/);
      }),
      RUNS,
    );
  });

  it('UUID_OTHER_SHAPES makes braces, parentheses, urn:uuid:, no hyphens and a moved hyphen of one UUID', () => {
    const uuid = '0b3c5d7e-1111-4222-8333-944455556666';
    expect(Object.values(UUID_OTHER_SHAPES).map((shape) => shape(uuid))).to.deep.equal([
      '{0b3c5d7e-1111-4222-8333-944455556666}',
      '(0b3c5d7e-1111-4222-8333-944455556666)',
      'urn:uuid:0b3c5d7e-1111-4222-8333-944455556666',
      'URN:UUID:0B3C5D7E-1111-4222-8333-944455556666',
      '0b3c5d7e111142228333944455556666',
      '{0b3c5d7e111142228333944455556666}',
      '0b3c5d7e1-111-4222-8333-944455556666',
    ]);
  });

  it('uuidText in mixed case is a UUID of the schema, in either case letter by letter', () => {
    fc.assert(
      fc.property(uuidText({ letterCase: 'mixed' }), (v) => {
        expect(keywords('common/uuid.schema.json', v), v).to.deep.equal([]);
      }),
      RUNS,
    );
  });

  it('nonUuidTaskId: one path segment, never a UUID even decoded, failing only the taskId pattern', () => {
    fc.assert(
      fc.property(nonUuidTaskId(), (v) => {
        expect(v).to.not.include('/');
        expect(v.length).to.be.within(1, 200);
        expect(['.', '..']).to.not.include(v);
        expect(keywords('requests/task-path.schema.json', { taskId: v })).to.deep.equal(['pattern']);
      }),
      RUNS,
    );
  });

  it('X-Request-Id: non-UUIDs fail the pattern only; overlong values are 129-200 characters and fail maxLength', () => {
    fc.assert(
      fc.property(nonUuidRequestId(), (v) => {
        expect(keywords(HEADER('x-request-id'), v)).to.deep.equal(['pattern']);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(overlongRequestId(), (v) => {
        expect(v.length).to.be.within(129, 200);
        // Over 128 characters is never a UUID either: the pattern fails too, by the nature of the rule.
        expect(keywords(HEADER('x-request-id'), v)).to.deep.equal(['maxLength', 'pattern']);
      }),
      RUNS,
    );
  });

  it('X-End-User: valid values pass; wrong lengths fail only minLength or maxLength; bad characters only the pattern', () => {
    fc.assert(
      fc.property(endUser(), (v) => {
        expect(keywords(HEADER('x-end-user'), v)).to.deep.equal([]);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(endUserWrongLength(), (v) => {
        expect(keywords(HEADER('x-end-user'), v)).to.deep.equal([v.length < 3 ? 'minLength' : 'maxLength']);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(endUserBadCharacter(), (v) => {
        expect(v).to.equal(v.trim());
        expect(keywords(HEADER('x-end-user'), v)).to.deep.equal(['pattern']);
      }),
      RUNS,
    );
  });

  it('headerText: 1-70 characters pass X-Channel and X-Software-Supplier, 71+ fail maxLength only; no edge spaces', () => {
    for (const name of ['x-channel', 'x-software-supplier']) {
      fc.assert(
        fc.property(
          headerText({ minLength: 1, maxLength: 70 }),
          (v) => keywords(HEADER(name), v).length === 0,
        ),
        RUNS,
      );
      fc.assert(
        fc.property(headerText({ minLength: 71, maxLength: 140 }), (v) => {
          expect(v).to.equal(v.trim());
          expect(keywords(HEADER(name), v)).to.deep.equal(['maxLength']);
        }),
        RUNS,
      );
    }
  });

  it('Accept-Language: ISO 639-1 codes pass; non-tags fail the pattern only (A10)', () => {
    fc.assert(
      fc.property(languageCode(), (v) => keywords(HEADER('accept-language'), v).length === 0),
      RUNS,
    );
    fc.assert(
      fc.property(notALanguageTag(), (v) => {
        expect(keywords(HEADER('accept-language'), v)).to.deep.equal(['pattern']);
      }),
      RUNS,
    );
  });

  it('Accept and Content-Type: acceptable values are acceptable to the reference negotiation, the others are not', () => {
    const types = ['application/x-ndjson', 'application/json', '*/*'];
    fc.assert(
      fc.property(acceptableAccept(types), (v) => acceptable(v, types)),
      RUNS,
    );
    fc.assert(
      fc.property(unacceptableAccept(types), (v) => !acceptable(v, types)),
      RUNS,
    );
    // A2 (RFC 9110 §8.3): any letter case, the charset quoted or not.
    const ndjson = (v: string) => /^application\/x-ndjson\s*(;\s*charset=("utf-8"|utf-8))?$/i.test(v);
    fc.assert(fc.property(ndjsonContentType(), ndjson), RUNS);
    fc.assert(
      fc.property(otherContentType(), (v) => !ndjson(v)),
      RUNS,
    );
  });
});
