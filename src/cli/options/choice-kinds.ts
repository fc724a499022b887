import { invalid, type RawValue, textKind, type ValueKind, valid } from './value-kind.ts';

/** One of `values`, exactly (`--assumptions`, VOP_PROGRESS). */
export function oneOf<const T extends string>(values: readonly T[]): ValueKind<T, 'text'> {
  const expected = `one of ${values.join(', ')}`;
  return textKind<T>(
    'enum',
    expected,
    (text) =>
      (values as readonly string[]).includes(text) ? valid(text as T) : invalid(`must be ${expected}`),
    { enum: [...values] },
    values,
  );
}

const TRUE = ['1', 'true', 'yes'];
const FALSE = ['0', 'false', 'no'];

/**
 * A switch (`--har`): on when its flag is given; its variable takes 1, true or yes for on and
 * 0, false or no for off, in any case.
 */
export const onOff: ValueKind<boolean, 'switch'> = {
  name: 'switch',
  expected: '1, true or yes (or 0, false, no)',
  flagForm: 'switch',
  read: (raw: RawValue) => {
    if (typeof raw === 'boolean') return valid(raw);
    const text = typeof raw === 'string' ? raw.toLowerCase() : '';
    if (TRUE.includes(text)) return valid(true);
    if (FALSE.includes(text)) return valid(false);
    return invalid('must be 1, true or yes (or 0, false, no)');
  },
  profileSchema: { type: 'boolean' },
};

/**
 * A repeatable flag (`--mock-break a --mock-break b`), each item text; a variable's text is a
 * comma-separated list.
 */
export const textList: ValueKind<readonly string[], 'list'> = {
  name: 'list',
  expected: 'a list of texts',
  flagForm: 'list',
  read: (raw: RawValue) => {
    if (typeof raw === 'boolean') return invalid('must be a list of texts');
    // A repeated flag's items as given; a variable's text split at commas.
    if (typeof raw !== 'string') return valid(raw);
    return valid(
      raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    );
  },
  profileSchema: { type: 'array', items: { type: 'string', minLength: 1 } },
};
