/**
 * The one place secrets are scrubbed from anything the tool writes: console output,
 * reports, pact files, error messages. Secrets are registered as they become known
 * (API keys and secrets from the configuration, every access_token a token response carries
 * the moment it is parsed, a broker token or password), each in every form it may be written in.
 */
const AUTHORIZATION_VALUE = /\b(Authorization["']?\s*[:=]\s*["']?)(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** The value of a token field of a JSON body, whatever its length (a token too short to register). */
const TOKEN_FIELD = /("(?:access|refresh|id)_token"\s*:\s*")(?:[^"\\]|\\.)*/gi;
const LONE_BEARER_TOKEN = /\bBearer\s+[A-Za-z0-9._~+/=-]{16,}/g;

/** Shortest secret registered, characters: shorter values would scrub ordinary words. */
const MIN_SECRET_CHARS = 4;

/**
 * The forms a secret may be written in: as is, Base64 (RFC 4648 4) and URL-encoded
 * (`encodeURIComponent`, as in a form body or a query string).
 */
export function secretForms(secret: string): string[] {
  return [...new Set([secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)])];
}

/** The set of known secrets and the text scrubber built on them. */
export class Redactor {
  readonly #secrets = new Set<string>();
  /** Secrets longest first, rebuilt after a registration (redact runs on every console write). */
  #ordered: string[] | undefined;

  /**
   * Registers `secret` in its plain, Base64 and URL-encoded forms (see `secretForms`).
   * Ignores undefined and values under 4 characters.
   */
  add(secret: string | undefined): void {
    if (secret === undefined || secret.length < MIN_SECRET_CHARS) return;
    for (const form of secretForms(secret)) this.#register(form);
  }

  /**
   * Registers the API key and secret of one client, each in every form, and the credential they
   * make together: `key:secret` plain, Base64 (the Basic credential) and URL-encoded.
   */
  addClientCredentials(apiKey: string, apiSecret: string): void {
    this.add(apiKey);
    this.add(apiSecret);
    this.add(`${apiKey}:${apiSecret}`);
  }

  /**
   * `text` with every registered secret replaced by `<redacted>`, and so is the credential of
   * every Authorization header value (token characters of any length: not a placeholder such as
   * `<ACCESS_TOKEN>`), the value of every `access_token`, `refresh_token` and `id_token` field of
   * a JSON body (however short: such a token is too short to register), and every bearer token of
   * 16 or more characters.
   */
  redact(text: string): string {
    let out = text
      .replace(AUTHORIZATION_VALUE, '$1$2 <redacted>')
      .replace(TOKEN_FIELD, '$1<redacted>')
      .replace(LONE_BEARER_TOKEN, 'Bearer <redacted>');
    this.#ordered ??= [...this.#secrets].sort((a, b) => b.length - a.length);
    for (const secret of this.#ordered) if (out.includes(secret)) out = out.split(secret).join('<redacted>');
    return out;
  }

  /** True when `text` still holds a registered secret, in any registered form. */
  leaks(text: string): boolean {
    for (const secret of this.#secrets) if (text.includes(secret)) return true;
    return false;
  }

  #register(form: string): void {
    if (form.length < MIN_SECRET_CHARS || this.#secrets.has(form)) return;
    this.#secrets.add(form);
    this.#ordered = undefined;
  }
}

/** The process-wide redactor every writer goes through. */
export const redactor = new Redactor();
