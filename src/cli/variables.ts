/** Variables as the CLI reads them: the process environment (with `.env` in it), or `runSuite`'s. */
export type Env = Readonly<Record<string, string | undefined>>;

/** The prefixes of the variables this tool reads (its own, its self-checks', the Pact CLI's). */
const TOOL_PREFIXES = ['VOP_', 'VOPC_', 'PACT_'] as const;

/** Whether `value` is unset, empty or only blanks: a variable so set counts as unset. */
export function isBlank(value: string | undefined): value is undefined {
  return value === undefined || value.trim() === '';
}

/**
 * The value of variable `name` in `env`, trimmed; undefined when it is unset, empty or blank
 * (CI maps an absent secret to an empty string, which must not read as a value).
 */
export function variable(env: Env, name: string): string | undefined {
  const value = env[name];
  return isBlank(value) ? undefined : value.trim();
}

/**
 * Deletes from `env` every variable of this tool (`VOP_*`, `VOPC_*`, `PACT_*`) that is set but
 * empty or blank, so that commander's `.env()` options, the resolver and the tools started as
 * children all see it as unset (`VOP_ASSUMPTIONS=` would otherwise be an invalid choice, and
 * `VOP_BASE_URL=` an empty target). Returns the names deleted.
 */
export function dropBlankVariables(env: NodeJS.ProcessEnv): string[] {
  const dropped = Object.keys(env).filter(
    (name) => TOOL_PREFIXES.some((prefix) => name.startsWith(prefix)) && isBlank(env[name]),
  );
  for (const name of dropped) Reflect.deleteProperty(env, name);
  return dropped;
}
