import { isUuid } from '../../schemas/formats.ts';
import { invalid, textKind, type ValueKind, valid } from './value-kind.ts';

/** Text, at most `maxLength` characters when given (`--grep`, a credential, a scenario name). */
export function text(maxLength?: number): ValueKind<string, 'text'> {
  const expected = maxLength === undefined ? 'a text' : `a text of at most ${maxLength} characters`;
  return textKind(
    'text',
    expected,
    (value) =>
      maxLength === undefined || value.length <= maxLength
        ? valid(value)
        : invalid(`must be ${expected} (it has ${value.length})`, false),
    { type: 'string', minLength: 1, ...(maxLength === undefined ? {} : { maxLength }) },
  );
}

/** A file or folder name as given (`--profile`, `--ca-file`); the resolver makes it absolute. */
export const file: ValueKind<string, 'text'> = textKind('file', 'a file name', valid, {
  type: 'string',
  minLength: 1,
});

/**
 * An http(s) URL without credentials, returned without its trailing slash (`--base-url`). A value
 * that is no URL is not quoted back: it may hold a credential.
 */
export const httpUrl: ValueKind<string, 'text'> = textKind(
  'url',
  'an http(s) URL',
  (value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return invalid('is not a valid URL (expected http://host[:port][/path])', false);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return invalid('must use http or https', false);
    if (url.username || url.password)
      return invalid('must not carry credentials; use VOP_API_KEY and VOP_API_SECRET', false);
    return valid(url.toString().replace(/\/+$/, ''));
  },
  { type: 'string', format: 'uri' },
);

/** A path of the target (`--submission-path`, `--token-path`): starts with `/`, no query or fragment. */
export const targetPath: ValueKind<string, 'text'> = textKind(
  'path',
  'a path starting with /',
  (value) => (/^\/[^?#\s]*$/.test(value) ? valid(value) : invalid('must be a path starting with /')),
  { type: 'string', pattern: '^/[^?#\\s]*$' },
);

/** A UUID in the RFC 4122 text form (a provider state's task id, A9, A11). */
export const uuid: ValueKind<string, 'text'> = textKind(
  'uuid',
  'a UUID',
  (value) => (isUuid(value) ? valid(value) : invalid('must be a UUID')),
  { $ref: '../common/uuid.schema.json' },
);

/**
 * A forward proxy's URL (`--proxy`, VOP_PROXY, HTTPS_PROXY, HTTP_PROXY): http or https, with a
 * port or the scheme's; `host:port` without a scheme is taken as `http://host:port`, as curl
 * does. Credentials may be in it (`http://user:password@proxy:3128`): a value is never quoted
 * back, and src/cli/secrets.ts registers them. Returns the URL as given (scheme added).
 */
export const proxyUrl: ValueKind<string, 'text'> = textKind(
  'proxy',
  'an http(s) proxy URL',
  (value) => {
    const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return invalid('is not a valid proxy URL (expected http://host:port)', false);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return invalid('must be an http:// or https:// proxy', false);
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
      return invalid('must be a proxy address without a path (http://host:port)', false);
    return valid(text);
  },
  { type: 'string', minLength: 1 },
);
