import type { Verdict } from './exchange-check.ts';

/**
 * A JSON pointer as RFC 6901 section 3 writes it: empty (the whole document) or steps each
 * starting with `/`, where `~` appears only as `~0` or `~1`.
 */
const JSON_POINTER = /^(?:\/(?:[^~/]|~[01])*)*$/u;

/**
 * A JSON pointer in its URI fragment form (RFC 6901 section 6): `#`, then the pointer with
 * characters outside the fragment's set percent-encoded.
 */
const FRAGMENT_POINTER = /^#(?:\/(?:[A-Za-z0-9\-._!$&'()*+,;=:@?]|~[01]|%[0-9A-Fa-f]{2})*)*$/u;

/** An NCName (XML Namespaces), approximated: a letter or `_`, then letters, digits, `.`, `-`, `_`. */
const NC_NAME = String.raw`[\p{L}_][\p{L}\p{N}._\-\u00B7]*`;

/** A name test or node-type test of an XPath 1.0 step: `*`, `prefix:*`, a QName, `text()`, `node()`. */
const NODE_TEST = String.raw`(?:\*|${NC_NAME}:\*|${NC_NAME}(?::${NC_NAME})?|(?:text|node|comment|processing-instruction)\(\s*\))`;

/**
 * One step of an XPath 1.0 location path: `.`, `..`, or an optional axis (`child::`) or `@`,
 * a node test, and predicates in brackets (`[2]`, `[@id='x']`; not nested).
 */
const STEP = String.raw`(?:\.\.?|(?:${NC_NAME}::|@)?${NODE_TEST}(?:\[[^[\]]*\])*)`;

/** An XPath 1.0 location path: relative (`party/name`) or absolute (`/Document/party`, `//name`). */
const XPATH = new RegExp(String.raw`^(?:(?:\/\/?)?${STEP}(?:\/\/?${STEP})*|\/)$`, 'u');

/**
 * True when `instance` is written as interface.md Errors/Error response says an error's
 * `instance` is: "JSON pointer (RFC 6901) or XPath to the offending part of the request". A
 * JSON pointer in its string form (`/party/name`, `/others/0`, `""`) or its URI fragment form
 * (`#/party/name`), or an XPath 1.0 location path (`/Document/party/name`, `others[2]/issuer`,
 * `//name/text()`, a bare header name such as `X-Channel`). Whether it points at the right part
 * is another rule's question (record-error-instance); this is the form only.
 */
export function isJsonPointerOrXPath(instance: string): boolean {
  return JSON_POINTER.test(instance) || FRAGMENT_POINTER.test(instance) || XPATH.test(instance);
}

/**
 * The verdict of error-instance-form on `instance`, the `instance` of an error body or a
 * record-level error line (any JSON value it gave): it holds when the instance is absent
 * (optional) or not a string (the shape rule's question), or when it is written as
 * {@link isJsonPointerOrXPath} says. `where` names the response or line for the report.
 */
export function instanceFormVerdict(instance: unknown, where: string): Verdict {
  return {
    ruleId: 'error-instance-form',
    holds: typeof instance !== 'string' || isJsonPointerOrXPath(instance),
    received: `${where}: instance ${instance === undefined ? '(absent)' : JSON.stringify(instance).slice(0, 120)}`,
    documented: 'an instance written as a JSON pointer (RFC 6901) or an XPath',
  };
}
