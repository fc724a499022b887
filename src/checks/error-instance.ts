/** One named step of a path and the position it takes among its siblings of that name (0-based). */
interface Step {
  readonly name: string;
  /** 0 when the path gives none: the first (or only) element of that name. */
  readonly position: number;
}

/** Namespace prefix of an XPath step (`ns:`), not an axis (`child::`). */
const NAMESPACE_PREFIX = /^[A-Za-z_][\w.-]*:(?!:)/;

/**
 * The named steps of `path`, a JSON pointer (RFC 6901: `/party/id/organisationId/others/0`) or an
 * XPath (`/Document/party/id/organisationId/others[1]`, `//party/name/text()`), with `~1` and `~0`
 * decoded, without namespace prefixes, empty steps (`//`), `.`, `#`, `text()`, `node()` and a
 * leading `@`. A JSON pointer's array index gives the position of the step before it; an XPath's
 * numeric predicate `[n]` gives position n − 1 (XPath counts from 1); other predicates give none.
 */
function steps(path: string): Step[] {
  const out: Step[] = [];
  for (const segment of path.split('/')) {
    if (/^\d+$/.test(segment)) {
      const last = out.at(-1);
      // An index with no step before it is the record's place in the file: not part of the field's path.
      if (last) out[out.length - 1] = { name: last.name, position: Number(segment) };
      continue;
    }
    const predicate = /\[\s*(-?\d+)\s*\]/.exec(segment);
    const name = segment
      .replace(/\[[^\]]*\]/g, '')
      .replace(/^@/, '')
      .replace(NAMESPACE_PREFIX, '')
      .replaceAll('~1', '/')
      .replaceAll('~0', '~');
    if (['', '.', '#', 'text()', 'node()'].includes(name)) continue;
    out.push({ name: name.toLowerCase(), position: predicate ? Number(predicate[1]) - 1 : 0 });
  }
  return out;
}

/**
 * True when `instance` (the `instance` of a record-level error line) points at the field at
 * JSON pointer `pointer` of the record (`/partyAgent/financialInstitutionId/bicfi`): it is a
 * string whose named steps end with the field's, letter case aside, whatever comes before them
 * (a root element such as `/Document`, the record's position in the file), each at the field's
 * position among its siblings (`others/1` is `others[2]`; a step with no position is the first).
 * interface.md Errors/Error response: "JSON pointer (RFC 6901) or XPath to the offending part of
 * the request"; A2: "`instance` pointing at the field".
 */
export function instancePointsAt(instance: unknown, pointer: string): boolean {
  if (typeof instance !== 'string') return false;
  const got = steps(instance);
  const want = steps(pointer);
  if (want.length === 0 || got.length < want.length) return false;
  const tail = got.slice(got.length - want.length);
  return want.every((step, i) => {
    const other = tail.at(i);
    return other !== undefined && other.name === step.name && other.position === step.position;
  });
}
