import fc from 'fast-check';
import { payeeName, tooLongPayeeName } from '../../../generators/payee-name.ts';
import { confirmationOfPayeeBody, organisationCheckBody } from '../../../generators/single-check-body.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import { limits } from '../../schemas/limits.ts';
import { expectStatus } from '../expect.ts';
import type { PropertySpec } from '../property.ts';
import { type Kind, sendSingleCheck } from '../send-single-check.ts';

/** A single-check case: the body sent and the status it must get (200, or 400 for a name over 140). */
export interface NameCase {
  readonly body: Record<string, unknown>;
  readonly expect: 200 | 400;
}

function nameOf(body: Record<string, unknown>): string {
  return String(body.name ?? body.Name);
}

/**
 * Names of 1-140 characters get 200 and longer names 400 on the single check `kind`, judged under
 * `ruleId` (A7; interface.md Limits: name at most 140 characters).
 */
export function nameTooLong400(kind: Kind, ruleId: RuleId): PropertySpec<NameCase> {
  const max = limits().partyNameMax;
  const bodyWith = kind === 'org-check' ? organisationCheckBody : confirmationOfPayeeBody;
  const sample = (name: string) => fc.sample(bodyWith(fc.constant(name)), { numRuns: 1, seed: 1 })[0] ?? {};
  return {
    ruleId,
    title: `names of 1-${max} characters (Latin, accented, Cyrillic, CJK) get 200, longer names 400 (A7)`,
    cost: 'request',
    arbitrary: () =>
      fc.oneof(
        bodyWith(payeeName()).map((body): NameCase => ({ body, expect: 200 })),
        bodyWith(tooLongPayeeName()).map((body): NameCase => ({ body, expect: 400 })),
      ),
    examples: () => [
      { body: sample('N'.repeat(max)), expect: 200 },
      { body: sample('N'.repeat(max + 1)), expect: 400 },
    ],
    describe: (c) =>
      `name of ${nameOf(c.body).length} characters ${JSON.stringify(nameOf(c.body).slice(0, 60))}…, must get ${c.expect}`,
    check: async (run, c) => {
      const exchange = await sendSingleCheck(run, kind, c.body);
      expectStatus(
        ruleId,
        exchange,
        [c.expect],
        `${c.expect} for a name of ${nameOf(c.body).length} characters`,
      );
    },
  };
}
