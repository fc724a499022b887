import { ConfigError } from '../errors.ts';

/**
 * `work()`, or undefined with the problems of the ConfigError it threw added to `problems`
 * (each passed through `rename`): how the resolver lists every problem at once.
 * @throws whatever `work` throws that is not a ConfigError.
 */
export function collectProblems<T>(
  work: () => T,
  problems: string[],
  rename: (problem: string) => string = (problem) => problem,
): T | undefined {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems.map(rename));
    return undefined;
  }
}
