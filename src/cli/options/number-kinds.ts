import { invalid, textKind, type ValueKind, valid } from './value-kind.ts';

/**
 * An integer, at least `min` when given (`--concurrency`, `--runs`, `--seed`, a port): the one
 * integer parser of the CLI. Text as JavaScript's `Number` reads it (`42`, `1e3`).
 */
export function integer(min?: number): ValueKind<number, 'text'> {
  const expected = min === undefined ? 'an integer' : `an integer >= ${min}`;
  return textKind(
    'integer',
    expected,
    (text) => {
      const value = Number(text);
      return Number.isInteger(value) && (min === undefined || value >= min)
        ? valid(value)
        : invalid(`must be ${expected}`);
    },
    { type: 'integer', ...(min === undefined ? {} : { minimum: min }) },
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

/** A duration in seconds, a finite number of at least `min` (`--poll-timeout`, `--deadline`); the value is seconds. */
export function seconds(min: number): ValueKind<number, 'text'> {
  const expected = `a number of seconds >= ${min}`;
  const number = decimal(min);
  return textKind(
    'seconds',
    expected,
    (text) => {
      const read = number.read(text);
      return read.ok ? read : invalid(`must be ${expected}`);
    },
    number.profileSchema,
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
