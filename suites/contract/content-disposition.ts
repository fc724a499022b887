/** `text` as a pattern that matches it in any letter case (a pact's Rust regex takes no JS flags). */
function anyCase(text: string): string {
  return text.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).replaceAll('.', '\\.');
}

/**
 * The regular expression a pact uses for the Content-Disposition of a result file (interface.md
 * Endpoints/5: "Content-Disposition (mandatory; file name of the form <taskId>.ndjson)"), where
 * `uuid` is the pattern of a taskId. It takes every form a conforming provider may choose, as the
 * suite's results-content-disposition check does: `filename="<taskId>.ndjson"`, unquoted, or
 * `filename*=UTF-8'<language>'<taskId>.ndjson` (RFC 6266, RFC 8187), with any disposition type,
 * other parameters before or after, whitespace around `=`, and parameter names, charset and file
 * extension in any letter case.
 */
export function contentDispositionRegex(uuid: string): string {
  const name = `${uuid}${anyCase('.ndjson')}`;
  const plain = `${anyCase('filename')}[ \\t]*=[ \\t]*("${name}"|${name})`;
  const extended = `${anyCase('filename')}\\*[ \\t]*=[ \\t]*${anyCase('utf')}-8'[A-Za-z0-9-]*'${name}`;
  return `^(.*;)?[ \\t]*(${plain}|${extended})[ \\t]*(;.*)?$`;
}
