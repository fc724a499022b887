import { ConfigError } from '../../src/errors.ts';

/**
 * The problems of the ConfigError `work` throws.
 * @throws what `work` throws when it is not a ConfigError, or an Error when it throws nothing.
 */
export function configProblemsOf(work: () => unknown): readonly string[] {
  try {
    work();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('no ConfigError thrown');
}
