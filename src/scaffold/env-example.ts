/**
 * The variables of a target, as `.env.example` lists them for a QA team's repository: each name
 * with what it holds and, where it has one, its default in the group's comment, never a value (README, Configuration reference). Copy it to `.env` (git
 * ignored) and fill it in; CI sets the same names from its secrets.
 */
const GROUPS: readonly (readonly [comment: string, names: readonly string[]])[] = [
  ['The target: its base address and, when elsewhere, its token address', ['VOP_BASE_URL', 'VOP_AUTH_URL']],
  ['Client credentials (secrets): one pair with the bulk scope', ['VOP_API_KEY', 'VOP_API_SECRET']],
  [
    'A second pair without the bulk scope, for the A5 rules (optional)',
    ['VOP_LIMITED_API_KEY', 'VOP_LIMITED_API_SECRET'],
  ],
  [
    "The target's task in each provider state (A9; optional, or in the profile's taskIds)",
    ['VOP_TASK_ID_PROCESSED', 'VOP_TASK_ID_FAILED', 'VOP_TASK_ID_TIMED_OUT', 'VOP_TASK_ID_IN_PROGRESS'],
  ],
  [
    "The target's scenario names (A9; optional, or in the profile's scenarioNames): the first record's party\n" +
      'name that makes it end a task FAILED or TIMED_OUT, or keep it in progress for VOP_SCENARIO_SLOW_MS ms.\n' +
      'Default on a URL target: none (a state is then reached by its task id above, else its rules are skipped;\n' +
      'scenario-slow-in-progress needs VOP_SCENARIO_SLOW_MS). The embedded mock: SCENARIO_FAILED,\n' +
      'SCENARIO_TIMED_OUT, SCENARIO_SLOW (vop-conformance mock prints them).',
    ['VOP_SCENARIO_FAILED', 'VOP_SCENARIO_TIMED_OUT', 'VOP_SCENARIO_SLOW', 'VOP_SCENARIO_SLOW_MS'],
  ],
  [
    "The target's bulk file limits, as its provider gives them (optional, or in the profile's fileLimits)",
    ['VOP_MAX_FILE_BYTES', 'VOP_MAX_RECORDS'],
  ],
  [
    'Mutual TLS, when the sandbox demands a client certificate: files, and the passphrase (a secret)',
    ['VOP_CA_FILE', 'VOP_CLIENT_CERT', 'VOP_CLIENT_KEY', 'VOP_CLIENT_PFX', 'VOP_CLIENT_KEY_PASSPHRASE'],
  ],
  [
    'A Pact Broker, for pact publish and can-i-deploy (optional)',
    ['PACT_BROKER_BASE_URL', 'PACT_BROKER_TOKEN'],
  ],
];

/** The text of `.env.example`: every variable name, grouped and commented, each without a value. */
export function envExample(): string {
  const lines = [
    '# vop-conformance: copy to .env (git-ignored) and fill in. Never commit the filled-in file.',
    '# A set variable wins over .env; a flag wins over both. See the README of vop-conformance.',
  ];
  for (const [comment, names] of GROUPS)
    lines.push('', ...comment.split('\n').map((line) => `# ${line}`), ...names.map((name) => `${name}=`));
  return `${lines.join('\n')}\n`;
}
