import type { NdjsonFraming } from '../client/ndjson-framing.ts';
import type { ChoiceReading } from './choice-reader.ts';

/**
 * The `ndjson-framing` alternatives a result file's body is consistent with: CRLF ends, no final
 * newline, a chunk cut inside a character (only `chunked` cuts there), or plain LF lines (`lf`, or
 * `chunked` when no cut fell inside a character). Undefined for a body without a line.
 */
export function framingVerdict(framing: NdjsonFraming): ChoiceReading | undefined {
  if (framing.lfLines + framing.crlfLines === 0 && framing.finalNewline) return undefined;
  if (framing.crlfLines > 0) return { alternatives: framing.lfLines > 0 ? [] : ['crlf'] };
  if (!framing.finalNewline) return { alternatives: ['no-final-newline'] };
  return { alternatives: framing.splitInsideCharacter ? ['chunked'] : ['lf', 'chunked'] };
}
