import type { BulkOperation } from '../../src/harness/bulk-operations.ts';
import { expectNoServerError } from '../../src/harness/expect.ts';
import { observe } from '../../src/harness/observe.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { ruleIt } from './rule-it.ts';

/**
 * X-Request-Id values A11 neither requires nor forbids (version and variant digits, the nil
 * UUID): sent only to record what the target does with them.
 */
const OPEN_UUID_FORMS: ReadonlyArray<[string, string]> = [
  ['nil', '00000000-0000-0000-0000-000000000000'],
  ['version 0', '0b3c5d7e-1111-0222-8333-944455556666'],
  ['version 6', '1ef21d2f-1207-6660-8c4f-419efbd44d48'],
  ['version 7', '01890a5d-ac96-774b-bcce-b302099a8057'],
  ['version 8', '0b3c5d7e-1111-8222-8333-944455556666'],
  ['NCS variant', '0b3c5d7e-1111-4222-0333-944455556666'],
  ['Microsoft variant', '0b3c5d7e-1111-4222-c333-944455556666'],
  ['upper case', '0B3C5D7E-1111-4222-8333-944455556666'],
  ['in braces', '{0b3c5d7e-1111-4222-8333-944455556666}'],
  ['as a URN', 'urn:uuid:0b3c5d7e-1111-4222-8333-944455556666'],
  ['without hyphens', '0b3c5d7e111142228333944455556666'],
];

/**
 * X-Request-Id forms some UUID parsers accept, on `operation`: judged only for no 5xx under
 * `ruleId` (server-no-5xx); what the target answers is recorded as observed (A11).
 */
export function openRequestIdFormsNoServerError(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    `${operation.subject}: the nil UUID, versions 0 and 6-8, other variants, upper case, braces, urn:uuid:, no hyphens as X-Request-Id get no 5xx (A11: the answer is observed)`,
    async (t) => {
      for (const [label, value] of OPEN_UUID_FORMS) {
        const exchange = await operation.send(t.run, { headers: { 'X-Request-Id': value } });
        observe(t, ruleId, `${operation.subject}: X-Request-Id ${label} ${value}`, exchange);
        expectNoServerError(exchange);
      }
    },
  );
}
