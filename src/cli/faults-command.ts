import { MOCK_FAULTS } from '../mock/faults/index.ts';

/**
 * `vop-conformance faults`: lists the mock's fault catalogue (src/mock/faults/, what self-validation breaks), one
 * line per fault: its id (the value of `mock --break`, `run --mock-break` and `efficacy
 * --fault`), the rule it breaks and what the mock then does wrong; with `--json` the same as an
 * array of `{ id, rule, summary }`. Contacts no target.
 */
export function faultsCommand(flags: { json?: boolean }): number {
  if (flags.json) {
    console.log(JSON.stringify(MOCK_FAULTS, null, 2));
    return 0;
  }
  for (const fault of MOCK_FAULTS) console.log(`${fault.id.padEnd(48)} ${fault.summary}`);
  const rules = new Set(MOCK_FAULTS.map((f) => f.rule)).size;
  console.log(`${MOCK_FAULTS.length} faults, breaking ${rules} rules`);
  return 0;
}

/** The hint a configuration error about an unknown fault id ends with. */
export const FAULT_LIST_HINT = 'vop-conformance faults lists them';
