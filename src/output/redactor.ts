/**
 * The one place secrets are scrubbed from anything the tool writes: console output,
 * reports, pact files, error messages. Secrets are registered as they become known
 * (API key and secret from the configuration, bearer tokens as they are issued,
 * the Basic credential they form, a broker token).
 */
const AUTHORIZATION_VALUE = /\b(Authorization["']?\s*[:=]\s*["']?)(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
const LONE_BEARER_TOKEN = /\bBearer\s+[A-Za-z0-9._~+/=-]{16,}/g;

/** The set of known secrets and the text scrubber built on them. */
export class Redactor {
  readonly #secrets = new Set<string>();

  /** Registers `secret` (and its Basic-credential encodings are registered by the caller). Ignores values under 4 characters. */
  add(secret: string | undefined): void {
    if (secret !== undefined && secret.length >= 4) this.#secrets.add(secret);
  }

  /** Registers the API key and secret of one client, with the base64 `key:secret` they form. */
  addClientCredentials(apiKey: string, apiSecret: string): void {
    this.add(apiKey);
    this.add(apiSecret);
    this.add(Buffer.from(`${apiKey}:${apiSecret}`).toString('base64'));
  }

  /**
   * `text` with every registered secret replaced by `<redacted>`, and so is the credential of
   * every Authorization header value (token-like, 6 or more characters: not a placeholder such
   * as `<ACCESS_TOKEN>`) and every bearer token of 16 or more characters.
   */
  redact(text: string): string {
    let out = text
      .replace(AUTHORIZATION_VALUE, '$1$2 <redacted>')
      .replace(LONE_BEARER_TOKEN, 'Bearer <redacted>');
    const longestFirst = [...this.#secrets].sort((a, b) => b.length - a.length);
    for (const secret of longestFirst) out = out.split(secret).join('<redacted>');
    return out;
  }

  /** True when `text` still holds a registered secret (used by tests and by the report scrubber). */
  leaks(text: string): boolean {
    for (const secret of this.#secrets) if (text.includes(secret)) return true;
    return false;
  }
}

/** The process-wide redactor every writer goes through. */
export const redactor = new Redactor();
