import { headerOf } from '../client/types.ts';
import { errorContentType } from '../mock/choices/error-content-type.ts';
import { type ChoiceReader, only } from './choice-reader.ts';
import { contentTypeAlternative } from './content-type-alternative.ts';
import { problemBody } from './exchange-parts.ts';

/** The pattern of an error's Content-Type (the error-content-type-json check's, the pact's; A8). */
const ERROR_CONTENT_TYPE = 'responses/error-headers.schema.json#/properties/content-type';

/** Fields of a `minimal` error body: type and code, the title of a FORMAT_ERROR, a uetr (A8). */
const MINIMAL_FIELDS = new Set(['type', 'code', 'title', 'uetr']);

/** The code form of `error-code-non-400: prefixed`, e.g. `VOP-AUTH-001`. */
const PREFIXED_CODE = /^[A-Z]+(?:-[A-Z]+)+-\d+$/;

/**
 * Readers of the error-body choices (interface.md Errors; A8), read off every error answer with an
 * error body: Content-Type, the form of `type`, optional fields, the code of a non-400 error.
 */
export const ERROR_READERS: readonly ChoiceReader[] = [
  {
    choice: 'error-content-type',
    read: ({ exchange }) => {
      if (!problemBody(exchange)) return undefined;
      const type = headerOf(exchange.response, 'content-type');
      if (type === undefined) return undefined;
      return only(contentTypeAlternative(type, ERROR_CONTENT_TYPE, errorContentType.alternatives));
    },
  },
  {
    choice: 'error-type-uri',
    read: ({ exchange }) => {
      const type = problemBody(exchange)?.type;
      if (typeof type !== 'string') return undefined;
      if (type.startsWith('urn:')) return only('urn');
      if (/^https?:\/\//i.test(type)) return only('absolute');
      return type.startsWith('/') ? only('relative') : only(type);
    },
  },
  {
    choice: 'error-optional-fields',
    read: ({ exchange }) => {
      const body = problemBody(exchange);
      if (!body) return undefined;
      const extra = Object.keys(body).some(
        (key) => !MINIMAL_FIELDS.has(key) || (key === 'title' && body.code !== 'FORMAT_ERROR'),
      );
      return only(extra ? 'all' : 'minimal');
    },
  },
  {
    choice: 'error-code-non-400',
    read: ({ exchange }) => {
      const code = problemBody(exchange)?.code;
      const { status } = exchange.response;
      if (typeof code !== 'string' || status === 400 || code === 'FORMAT_ERROR') return undefined;
      if (code === String(status)) return only('numeric');
      return only(PREFIXED_CODE.test(code) ? 'prefixed' : 'named');
    },
  },
];
