import type { MockContext } from '../context.ts';
import { resultFaults } from '../faults/results.ts';

type Json = Record<string, unknown>;

/** Expanded detail of the NMTC and NOAP outcomes (`more`): a reason code and a text. */
const NAME_MATCH_DETAIL: Readonly<Record<string, Json>> = {
  NMTC: { reasonCode: 'NAME_DIFFERS', description: 'The name differs from the account holder name.' },
  NOAP: { reasonCode: 'CHECK_NOT_POSSIBLE', description: 'The name check is not possible for this account.' },
};

/** Holder types of `more` in turn: a name check (natural person first), an id check (organisation first). */
const HOLDER_TYPES = { name: ['NP', 'LE'], id: ['ORG', 'LE'] } as const;

/** Account statuses of `more` in turn. */
const ACCOUNT_STATUSES = ['ACTIVE', 'DORMANT', 'CLOSED'] as const;

/**
 * `additionalPartyInformation` of the Plus result of the record at `index` (0-based) checked by
 * `kind` with outcome `match` (interface.md Resources/Result record), as the `plus-fields` choice
 * says: `shown-values` (advancedInfo NP or ORG, ACTIVE), or `more` (holder types and statuses in
 * turn, and `nameMatchDetail` for NMTC and NOAP).
 */
export function plusInfo(ctx: MockContext, kind: 'name' | 'id', index: number, match: string): Json {
  return resultFaults.plusInfo(ctx, choiceInfo(ctx, kind, index, match));
}

function choiceInfo(ctx: MockContext, kind: 'name' | 'id', index: number, match: string): Json {
  if (ctx.choice('plus-fields') === 'shown-values') {
    return { advancedInfo: { accountHolderType: kind === 'name' ? 'NP' : 'ORG', accountStatus: 'ACTIVE' } };
  }
  const types = HOLDER_TYPES[kind];
  const info: Json = {
    advancedInfo: {
      accountHolderType: types[index % types.length],
      accountStatus: ACCOUNT_STATUSES[index % ACCOUNT_STATUSES.length],
    },
  };
  const detail = NAME_MATCH_DETAIL[match];
  if (detail) info.nameMatchDetail = detail;
  return info;
}
