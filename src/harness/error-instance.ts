/**
 * The named steps of `path`, a JSON pointer (RFC 6901: `/party/id/organisationId/others/0`) or an
 * XPath (`/Document/party/id/organisationId/others[1]`, `//party/name/text()`): its segments with
 * `~1` and `~0` decoded, without predicates (`[1]`), namespace prefixes, array positions, empty
 * steps (`//`), `.`, `text()`, `node()` and a leading `@`.
 */
function steps(path: string): string[] {
  return path
    .split('/')
    .map((segment) =>
      segment
        .replace(/\[[^\]]*\]/g, '')
        .replace(/^@/, '')
        .replace(/^[A-Za-z_][\w.-]*:(?!:)/, '')
        .replaceAll('~1', '/')
        .replaceAll('~0', '~'),
    )
    .filter((step) => !['', '.', '#', 'text()', 'node()'].includes(step) && !/^\d+$/.test(step));
}

/**
 * True when `instance` (the `instance` of a record-level error line) points at the field at
 * JSON pointer `pointer` of the record (`/partyAgent/financialInstitutionId/bicfi`): it is a
 * string whose named steps end with the field's, letter case aside, whatever comes before them
 * (a root element such as `/Document`, the record's position in the file). interface.md
 * Errors/Error response: "JSON pointer (RFC 6901) or XPath to the offending part of the
 * request"; A2: "`instance` pointing at the field".
 */
export function instancePointsAt(instance: unknown, pointer: string): boolean {
  if (typeof instance !== 'string') return false;
  const got = steps(instance).map((step) => step.toLowerCase());
  const want = steps(pointer).map((step) => step.toLowerCase());
  if (want.length === 0 || got.length < want.length) return false;
  return want.every((step, i) => got[got.length - want.length + i] === step);
}
