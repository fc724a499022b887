/**
 * A value as a source gives it: text (a flag's argument, a variable, a profile field as text), a
 * switch flag's `true`, or a repeatable flag's list.
 */
export type RawValue = string | boolean | readonly string[];

/** How a value reads: the value, or what is wrong with it (`must be an integer >= 1`). */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** What is wrong, as a predicate of the option's name: `must be an integer >= 1`. */
      readonly problem: string;
      /** False when the value must not be quoted after the problem (a URL may carry credentials). */
      readonly showsValue: boolean;
    };

/** How commander hands over a flag of this kind: its argument, a switch (`true`), or a list (repeatable). */
export type FlagForm = 'text' | 'switch' | 'list';

/**
 * One kind of option value (integer, seconds, switch, enum, list, URL, …): how its text parses,
 * what a valid value is (`an integer >= 1`), and the JSON Schema a profile field of this kind has
 * (test/cli/run-options.test.ts holds schemas/config/profile.schema.json to it).
 */
export interface ValueKind<T, F extends FlagForm = FlagForm> {
  /** `integer`, `seconds`, `switch`, … */
  readonly name: string;
  /** What a valid value is, as a problem says it: `an integer >= 1`, `one of enforce, warn, off`. */
  readonly expected: string;
  readonly flagForm: F;
  /** The value of `raw` (trimmed, non-empty text; a switch's `true`; a list), or its problem. */
  readonly read: (raw: RawValue) => Parsed<T>;
  /** The only values allowed, when there are few (commander's `.choices()`). */
  readonly choices?: readonly string[];
  /** The JSON Schema of a profile field of this kind (without its description). */
  readonly profileSchema: Readonly<Record<string, unknown>>;
}

/** A valid value. */
export function valid<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

/** A value with problem `problem` (`must be …`); `showsValue` false keeps the value out of the message. */
export function invalid<T>(problem: string, showsValue = true): Parsed<T> {
  return { ok: false, problem, showsValue };
}

/**
 * A kind read from text alone (every kind but the switch and the list): `read` gets trimmed,
 * non-empty text; a list or a switch given where text is expected is refused.
 */
export function textKind<T>(
  name: string,
  expected: string,
  read: (text: string) => Parsed<T>,
  profileSchema: Readonly<Record<string, unknown>>,
  choices?: readonly string[],
): ValueKind<T, 'text'> {
  return {
    name,
    expected,
    flagForm: 'text',
    read: (raw) => (typeof raw === 'string' ? read(raw) : invalid(`must be ${expected}`)),
    profileSchema,
    ...(choices ? { choices } : {}),
  };
}
