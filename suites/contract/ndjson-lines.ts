/**
 * The regular expression a pact uses for an NDJSON result file (interface.md Endpoints/5,
 * Resources/Result record): one or more lines, each a JSON object holding a `uetr` string and a
 * `partyNameMatch`, `partyIdMatch` or `code` string, in either order — what the consumer reads.
 * Lines end in LF or CRLF, and the last line's end may be missing: NDJSON allows each. JSON's
 * insignificant whitespace (spaces or tabs around a colon, around the object) is allowed too: a
 * serializer may write `"uetr": "…"`.
 *
 * Why a regex over text: the Pact verifier sniffs an `application/x-ndjson` body as JSON and fails
 * a body declared as NDJSON; a body declared as plain text passes, but checks nothing per line
 * unless a matcher does. The Rust regex engine has no lookahead, so both orders are spelled out.
 */
export function ndjsonLinesRegex(): string {
  const ws = '[ \\t]*';
  const uetr = `"uetr"${ws}:${ws}"[^"\\n]+"`;
  const outcome = `"(partyNameMatch|partyIdMatch|code)"${ws}:${ws}"[^"\\n]+"`;
  const line = `${ws}\\{[^\\n]*(${uetr}[^\\n]*${outcome}|${outcome}[^\\n]*${uetr})[^\\n]*\\}${ws}`;
  return `^(${line}\\r?\\n)*${line}(\\r?\\n)?$`;
}
