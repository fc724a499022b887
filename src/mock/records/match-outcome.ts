import type { MockContext } from '../context.ts';
import { resultFaults } from '../faults/results.ts';
import { plusInfo } from './plus-info.ts';

type Json = Record<string, unknown>;

/** partyNameMatch values of `epc-mix`, in turn by record position. */
const NAME_MATCHES = ['MTCH', 'CMTC', 'NMTC', 'NOAP'] as const;

/** partyIdMatch values of `epc-mix`, in turn by record position. */
const ID_MATCHES = ['MTCH', 'NMTC', 'NOAP'] as const;

/** `by-name`: NMTC for a name containing NOMATCH, CMTC for CLOSE, MTCH otherwise (any case). */
function matchByName(name: string): string {
  const upper = name.toUpperCase();
  return upper.includes('NOMATCH') ? 'NMTC' : upper.includes('CLOSE') ? 'CMTC' : 'MTCH';
}

/**
 * The outcome fields of the Plus result of the valid record at `index` (0-based) with `party`
 * (interface.md Resources/Result record; values beyond MTCH not shown), as the `match-values`
 * choice says. A close match (CMTC) carries `matchedName`; so does a match (MTCH) when the result
 * file is written in chunks (`ndjson-framing` `chunked`), so that a non-ASCII name reaches the file.
 */
export function matchOutcome(ctx: MockContext, party: Json, index: number): Json {
  return resultFaults.matchOutcome(ctx, choiceOutcome(ctx, party, index));
}

function choiceOutcome(ctx: MockContext, party: Json, index: number): Json {
  const epc = ctx.choice('match-values') === 'epc-mix';
  if (typeof party.name !== 'string') {
    const partyIdMatch = epc ? (ID_MATCHES[index % ID_MATCHES.length] ?? 'MTCH') : 'MTCH';
    return { partyIdMatch, additionalPartyInformation: plusInfo(ctx, 'id', index, partyIdMatch) };
  }
  const name = party.name;
  const partyNameMatch = epc ? (NAME_MATCHES[index % NAME_MATCHES.length] ?? 'MTCH') : matchByName(name);
  const line: Json = {
    partyNameMatch,
    additionalPartyInformation: plusInfo(ctx, 'name', index, partyNameMatch),
  };
  if (partyNameMatch === 'CMTC') line.matchedName = epc ? name.trim() : name.replace(/close/i, '').trim();
  else if (partyNameMatch === 'MTCH' && ctx.choice('ndjson-framing') === 'chunked') line.matchedName = name;
  return line;
}
