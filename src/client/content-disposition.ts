import { readExtValue } from './ext-value.ts';
import { isTchar, owsEnd, quotedStringAt, runEnd } from './header-tokens.ts';

/**
 * The one reader of a Content-Disposition header (RFC 6266 §4.1, RFC 8187 §3.2), shared by the
 * suite's results-content-disposition check, the calibration (`content-disposition-form`) and,
 * through the agreement test, the pact's regex. interface.md Endpoints/5: "`Content-Disposition`
 * (mandatory; file name of the form <taskId>.ndjson)".
 *
 * Grammar read: `disposition-type *( OWS ";" OWS [ parameter ] )`, parameter `name OWS "=" OWS
 * value`, value a token, a quoted-string (backslash escapes) or an RFC 8187 ext-value; whitespace
 * around `;` and `=` as RFC 6266 §4.1 allows it (RFC 2616's implied whitespace); empty parameters
 * (a trailing `;`) as RFC 9110 §5.6.6 allows them. Names and the disposition type in any letter case.
 */

/** How a parameter value is written. */
export type DispositionValueForm = 'token' | 'quoted-string' | 'ext-value';

/** One parameter of a Content-Disposition. */
export interface DispositionParameter {
  /** The name in lower case (RFC 6266 §4.1: names are case-insensitive). */
  readonly name: string;
  readonly form: DispositionValueForm;
  /**
   * The value: a token as written, a quoted-string unescaped, an ext-value percent-decoded
   * (undefined when its charset is not UTF-8 or ISO-8859-1 or its bytes are not UTF-8).
   */
  readonly value: string | undefined;
  /** The ext-value's language tag, '' when none; absent for the other forms. */
  readonly language?: string;
  /** True when whitespace stands before or after the `=`. */
  readonly spaced: boolean;
}

/** A Content-Disposition read. */
export interface ContentDisposition {
  /** The disposition type in lower case: `attachment`, `inline` or another token. */
  readonly type: string;
  /** Every parameter, in the order written. */
  readonly parameters: readonly DispositionParameter[];
  /**
   * The file name: `filename*` when present (RFC 6266 §4.3: recipients pick it over `filename`),
   * else `filename`; undefined when there is none, when `filename*` is no ext-value or cannot be
   * decoded, or when either is given twice (RFC 6266 §4.1: such values are invalid).
   */
  readonly fileName: string | undefined;
}

interface ParameterRead {
  readonly parameter: DispositionParameter;
  readonly end: number;
}

/** A character of an unquoted value: a token, or an ext-value (whose charset may hold `{` `}`). */
function valueChar(char: string | undefined): boolean {
  return isTchar(char) || char === '{' || char === '}';
}

function parameterAt(text: string, from: number): ParameterRead | undefined {
  const nameEnd = runEnd(text, from, isTchar);
  const equals = owsEnd(text, nameEnd);
  if (nameEnd === from || text[equals] !== '=') return undefined;
  const start = owsEnd(text, equals + 1);
  const name = text.slice(from, nameEnd).toLowerCase();
  const spaced = equals > nameEnd || start > equals + 1;
  const quoted = quotedStringAt(text, start);
  if (quoted)
    return { parameter: { name, form: 'quoted-string', value: quoted.value, spaced }, end: quoted.end };
  const end = runEnd(text, start, valueChar);
  const raw = text.slice(start, end);
  const token = raw !== '' && runEnd(raw, 0, isTchar) === raw.length;
  const ext = name.endsWith('*') || !token ? readExtValue(raw) : undefined;
  if (ext) {
    const { value, language } = ext;
    return { parameter: { name, form: 'ext-value', value, language, spaced }, end };
  }
  return token ? { parameter: { name, form: 'token', value: raw, spaced }, end } : undefined;
}

function fileNameOf(parameters: readonly DispositionParameter[]): string | undefined {
  const extended = parameters.filter((p) => p.name === 'filename*');
  const plain = parameters.filter((p) => p.name === 'filename');
  if (extended.length > 1 || plain.length > 1) return undefined;
  if (extended[0]) return extended[0].form === 'ext-value' ? extended[0].value : undefined;
  return plain[0]?.form === 'ext-value' ? undefined : plain[0]?.value;
}

/**
 * `header` read as a Content-Disposition (see the grammar above), or undefined when it is absent
 * or breaks the grammar (no disposition type, a parameter without `=` or value, a broken
 * quoted-string, text after a value). Never throws. Duplicates of parameters other than
 * `filename` and `filename*` are not judged.
 */
export function parseContentDisposition(header: string | undefined): ContentDisposition | undefined {
  if (header === undefined) return undefined;
  const typeStart = owsEnd(header, 0);
  const typeEnd = runEnd(header, typeStart, isTchar);
  if (typeEnd === typeStart) return undefined;
  const parameters: DispositionParameter[] = [];
  let at = owsEnd(header, typeEnd);
  while (at < header.length) {
    if (header[at] !== ';') return undefined;
    at = owsEnd(header, at + 1);
    if (at === header.length || header[at] === ';') continue;
    const read = parameterAt(header, at);
    if (!read) return undefined;
    parameters.push(read.parameter);
    at = owsEnd(header, read.end);
  }
  const type = header.slice(typeStart, typeEnd).toLowerCase();
  return { type, parameters, fileName: fileNameOf(parameters) };
}

/** The extension of a result file, in the letter case interface.md Endpoints/5 writes it. */
export const RESULT_FILE_EXTENSION = '.ndjson';

function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * True when `fileName` is `<taskId>.ndjson` (interface.md Endpoints/5) for a non-empty `taskId`:
 * the taskId in any letter case (A11: taskIds compare case-insensitively), then `.ndjson` as written there (nothing makes a
 * file name's extension case-insensitive).
 */
export function isResultFileName(fileName: string | undefined, taskId: string): boolean {
  if (taskId === '' || fileName === undefined || !fileName.endsWith(RESULT_FILE_EXTENSION)) return false;
  return asciiLowerCase(fileName.slice(0, -RESULT_FILE_EXTENSION.length)) === asciiLowerCase(taskId);
}

/**
 * True when `header` is a Content-Disposition whose file name is `<taskId>.ndjson` (interface.md
 * Endpoints/5; see isResultFileName): the suite's results-content-disposition check.
 */
export function dispositionNamesResultFile(header: string | undefined, taskId: string): boolean {
  return isResultFileName(parseContentDisposition(header)?.fileName, taskId);
}
