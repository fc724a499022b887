import { invalid, textKind, type ValueKind, valid } from './value-kind.ts';

/**
 * An integer, at least `min` and at most `max` when given (`--concurrency`, `--runs`, `--seed`,
 * `--port`, `--jobs`): the one integer parser of the CLI. Text as JavaScript's `Number` reads it
 * (`42`, `1e3`).
 */
export function integer(min?: number, max?: number): ValueKind<number, 'text'> {
  const expected =
    min === undefined
      ? 'an integer'
      : max === undefined
        ? `an integer >= ${min}`
        : `an integer from ${min} to ${max}`;
  return textKind(
    'integer',
    expected,
    (text) => {
      const value = Number(text);
      return Number.isInteger(value) && value >= (min ?? -Infinity) && value <= (max ?? Infinity)
        ? valid(value)
        : invalid(`must be ${expected}`);
    },
    {
      type: 'integer',
      ...(min === undefined ? {} : { minimum: min }),
      ...(max === undefined ? {} : { maximum: max }),
    },
  );
}

/** A finite number of at least `min` (`--rate`'s number). */
export function decimal(min: number): ValueKind<number, 'text'> {
  const expected = `a number >= ${min}`;
  return textKind(
    'number',
    expected,
    (text) => {
      const value = Number(text);
      return Number.isFinite(value) && value >= min ? valid(value) : invalid(`must be ${expected}`);
    },
    { type: 'number', minimum: min },
  );
}

/**
 * A duration in seconds, a finite number of at least `bound.min` (`--poll-timeout`,
 * `--deadline`) or above `bound.above` (`--timeout` of the broker commands); the value is seconds.
 */
export function seconds(
  bound: { readonly min: number } | { readonly above: number },
): ValueKind<number, 'text'> {
  const [expected, holds, schema] =
    'min' in bound
      ? [`a number of seconds >= ${bound.min}`, (n: number) => n >= bound.min, { minimum: bound.min }]
      : [
          `a number of seconds > ${bound.above}`,
          (n: number) => n > bound.above,
          { exclusiveMinimum: bound.above },
        ];
  return textKind(
    'seconds',
    expected,
    (text) => {
      const value = Number(text);
      return Number.isFinite(value) && holds(value) ? valid(value) : invalid(`must be ${expected}`);
    },
    { type: 'number', ...schema },
  );
}

/** `auto` (any case) or a number of at least `min`: `--rate` (A6; `auto` finds the limit by AIMD). */
export function numberOrAuto(min: number): ValueKind<number | 'auto', 'text'> {
  const expected = `a number >= ${min} or auto`;
  const number = decimal(min);
  return textKind<number | 'auto'>(
    'number or auto',
    expected,
    (text) => {
      if (text.toLowerCase() === 'auto') return valid('auto');
      const read = number.read(text);
      return read.ok ? read : invalid(`must be ${expected}`);
    },
    { oneOf: [number.profileSchema, { const: 'auto' }] },
  );
}
