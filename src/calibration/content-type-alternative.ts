import { validate } from '../schemas/registry.ts';

/** A media type in lower case, and whether a charset parameter follows it. */
function form(contentType: string): string {
  const [mediaType = '', ...parameters] = contentType.split(';');
  const charset = parameters.some((p) => /^\s*charset\s*=/i.test(p));
  return `${mediaType.trim().toLowerCase()} charset:${String(charset)}`;
}

/**
 * The alternative of a Content-Type choice that `contentType` shows, read with the pattern the
 * suite's check and the pact's matcher use (`schemaRef`, in `schemas/responses/`): the alternative
 * written exactly so, else the first with the same media type and the same presence of a charset
 * (letter case and whitespace aside, RFC 9110 §8.3.1); `contentType` itself, which no alternative
 * has, when the pattern refuses it or no alternative has its form. Sources: interface.md
 * Endpoints/5 (the result file), Errors/Error response and A8 (error responses).
 */
export function contentTypeAlternative(
  contentType: string,
  schemaRef: string,
  alternatives: readonly string[],
): string {
  if (!validate(schemaRef, contentType).valid) return contentType;
  if (alternatives.includes(contentType)) return contentType;
  return alternatives.find((a) => form(a) === form(contentType)) ?? contentType;
}
