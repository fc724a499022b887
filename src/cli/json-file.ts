import { readFileSync } from 'node:fs';
import { ConfigError } from '../errors.ts';

/** Line and column (both from 1) of character `offset` of `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Why `text` is not JSON, with the line and column where the parser stopped: V8 says `… in JSON
 * at position 577` (or, for a text cut short, nothing), which a person cannot find in a file.
 */
function syntaxProblem(text: string, error: SyntaxError): string {
  const position = /at position (\d+)/.exec(error.message)?.[1];
  const { line, column } = lineAndColumn(text, position === undefined ? text.length : Number(position));
  const reason = error.message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/^Unexpected end of JSON input$/, 'the text ends before the JSON does');
  return `not valid JSON at line ${line}, column ${column}: ${reason}`;
}

/**
 * The JSON of file `path`, named `name` in problems (`profile sandbox.json`, `expected failures
 * x.json`); a UTF-8 byte order mark is skipped.
 * @throws ConfigError for a file that cannot be read, or is not JSON (naming the line and column).
 */
export function readJsonFile(path: string, name: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new ConfigError([`${name}: cannot be read (${(error as Error).message})`]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`${name}: ${syntaxProblem(text, error as SyntaxError)}`]);
  }
}
