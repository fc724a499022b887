/**
 * The layers of the project and the one direction imports may take (src/README.md draws them).
 * Each layer lists the layers it may import; its own folder, packages and Node's modules are
 * always allowed. `npm run lint` runs this, so a backwards import fails the build.
 */
const LAYERS = {
  api: { path: '^src/api/', may: [] },
  errors: { path: '^src/errors[.]ts$', may: [] },
  package: { path: '^src/package-root[.]ts$', may: [] },
  output: { path: '^src/output/', may: [] },
  schemas: { path: '^(src/)?schemas/', may: ['package', 'api', 'errors'] },
  rules: { path: '^src/rules/', may: ['api', 'errors'] },
  generators: { path: '^generators/', may: ['rules', 'schemas', 'api', 'errors'] },
  client: { path: '^src/client/', may: ['api', 'errors', 'output'] },
  checks: { path: '^src/checks/', may: ['client', 'rules', 'schemas', 'api', 'errors', 'output'] },
  mock: { path: '^src/mock/', may: ['rules', 'schemas', 'api', 'errors'] },
  // mock --like: what a run's exchanges show at each open point of the spec files.
  calibration: { path: '^src/calibration/', may: ['mock', 'client', 'schemas', 'api', 'errors'] },
  // run --har: every exchange as HAR 1.2, redacted, bodies capped.
  evidence: { path: '^src/evidence/', may: ['client', 'api', 'errors', 'output'] },
  harness: {
    path: '^src/harness/',
    may: ['checks', 'client', 'generators', 'rules', 'schemas', 'api', 'errors', 'output'],
  },
  suites: {
    path: '^suites/',
    may: ['harness', 'checks', 'client', 'generators', 'rules', 'schemas', 'api', 'errors', 'output'],
  },
  report: {
    path: '^src/report/',
    may: ['harness', 'checks', 'evidence', 'rules', 'api', 'errors', 'output'],
  },
  pact: {
    path: '^src/pact/',
    may: ['harness', 'client', 'generators', 'rules', 'schemas', 'api', 'errors', 'output'],
  },
  runner: {
    path: '^src/runner/',
    may: [
      'report',
      'pact',
      'harness',
      'calibration',
      'evidence',
      'mock',
      'checks',
      'client',
      'rules',
      'schemas',
      'package',
      'api',
      'errors',
      'output',
    ],
  },
  openapi: { path: '^src/openapi/', may: ['schemas', 'api', 'errors'] },
  // The files `vop-conformance init` writes into a QA team's repository.
  scaffold: { path: '^src/scaffold/', may: [] },
  selfcheck: {
    path: '^src/selfcheck/',
    may: ['runner', 'report', 'mock', 'rules', 'package', 'errors', 'output'],
  },
  cli: {
    path: '^src/cli/',
    may: [
      'scaffold',
      'openapi',
      'selfcheck',
      'runner',
      'report',
      'pact',
      'calibration',
      'mock',
      'client',
      'rules',
      'schemas',
      'package',
      'api',
      'errors',
      'output',
    ],
  },
  // The package's programmatic entry point (package.json exports): a run as `run` makes it.
  entry: {
    path: '^src/index[.]ts$',
    may: ['cli', 'runner', 'report', 'harness', 'package', 'errors', 'output'],
  },
  bin: { path: '^bin/', may: ['cli'] },
  bench: {
    path: '^src/bench/',
    may: [
      'selfcheck',
      'runner',
      'report',
      'mock',
      'harness',
      'checks',
      'client',
      'generators',
      'rules',
      'schemas',
      'package',
      'api',
      'errors',
      'output',
    ],
  },
  // Mutation testing of the mock: the suites in Stryker's mocha runner (through the
  // runner's session and the harness's run context), the survivors check, the triage listing and the
  // changed-line selection. Run by npm scripts and Stryker; nothing imports it.
  mutation: {
    path: '^src/mutation/',
    may: ['runner', 'harness', 'rules', 'mock', 'api', 'errors'],
  },
};

const ownAndAllowed = (name) => [LAYERS[name].path, ...LAYERS[name].may.map((other) => LAYERS[other].path)];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...Object.keys(LAYERS).map((name) => ({
      name: `layer-${name}`,
      comment: `${name} may import only: ${LAYERS[name].may.join(', ') || 'nothing of the project'}`,
      severity: 'error',
      from: { path: LAYERS[name].path },
      to: { path: '^(src|suites|generators|schemas|bin|test)/', pathNot: ownAndAllowed(name) },
    })),
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-import-of-tests',
      comment: 'nothing outside test/ imports test code',
      severity: 'error',
      from: { pathNot: '^test/' },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
