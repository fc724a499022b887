import type { ValueKind } from './value-kind.ts';

/** Which commands take an option: the target's (`run`, `replay`, `pact verify`), TLS (`run`, `replay`), `run` alone. */
export type OptionGroup = 'target' | 'tls' | 'run';

/**
 * One option of `vop-conformance run`, the one place it is written: its flag, variable, profile
 * field, default, value kind and help. Commander's options (`commander-options.ts`), the profile
 * reader (`../profile-file.ts`), the defaults the resolver applies and README's configuration
 * reference (`options-readme.ts`) come from it; test/cli/run-options.test.ts holds
 * schemas/config/profile.schema.json and README to it.
 */
export interface RunOption<T> {
  /** Commander's flag and its argument, `--poll-timeout <s>`; none: a variable (and profile field) only. */
  readonly flag?: string;
  /** The variable, `VOP_POLL_TIMEOUT`; none: a flag only. */
  readonly env?: string;
  /** The profile field, a dotted path (`pollTimeout`, `taskIds.processed`); none: not in a profile. */
  readonly profileKey?: string;
  /** The value when no source gives one; none: the option is unset (what that means: `doc.default`). */
  readonly default?: T;
  /** How its text reads (the one parser of its kind) and what a valid value is. */
  readonly parse: ValueKind<T>;
  /** Commander's help line; `{default}` stands for the default. */
  readonly help: string;
  readonly group: OptionGroup;
  /**
   * A credential: its value is never quoted in a problem, and is registered with the redactor
   * from its variable and its flag as the process starts (`../secrets.ts`).
   */
  readonly secret?: true;
  /** Its text is taken as given, spaces kept (a passphrase); else it is trimmed. */
  readonly verbatim?: true;
  /** README's configuration reference: the default in words (else the default itself), an example, the meaning. */
  readonly doc: { readonly default?: string; readonly example?: string; readonly meaning: string };
}

/** The value type of a value kind. */
export type KindValue<P> = P extends ValueKind<infer T> ? T : never;

/** What an option resolves to: its kind's value, or undefined when it has no default and no source gives it. */
export type OptionValue<R extends RunOption<unknown>> = R extends { readonly default: unknown }
  ? KindValue<R['parse']>
  : KindValue<R['parse']> | undefined;

/** How commander hands over the flag of option `R`: text, a switch's boolean, a repeatable flag's list. */
export type FlagValue<R extends RunOption<unknown>> = R['parse']['flagForm'] extends 'switch'
  ? boolean
  : R['parse']['flagForm'] extends 'list'
    ? readonly string[]
    : string;

/**
 * Row `row` as written, its literal types kept (so `RunFlags` and the resolved values are typed
 * from the table); its default must be a value of its kind.
 */
export function option<const R extends RunOption<unknown>>(
  row: R & { readonly default?: KindValue<R['parse']> },
): R {
  return row;
}

/** The flag's name without its argument: `--poll-timeout`. */
export function flagName(row: RunOption<unknown>): string | undefined {
  return row.flag?.split(/[ <[]/, 1)[0];
}

/** The default as help and README show it: `300`, `reports`, `off`; undefined without one. */
export function defaultShown(row: RunOption<unknown>): string | undefined {
  const value = row.default;
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(', ');
  return typeof value === 'number' || typeof value === 'string' ? String(value) : JSON.stringify(value);
}

/** Commander's help line of `row`, its `{default}` replaced. */
export function helpLine(row: RunOption<unknown>): string {
  return row.help.replaceAll('{default}', defaultShown(row) ?? 'none');
}
