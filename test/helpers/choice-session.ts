import { resolveChoiceSet } from '../../src/mock/choices/choice-set.ts';
import type { MockOptions } from '../../src/mock/options.ts';
import { type MockSession, startMockSession } from './mock-session.ts';

/**
 * Runs `test` against a mock session that takes the first alternative of every choice but those
 * `overrides` name (`src/mock/choices/`), started with `options`; closes it afterwards.
 */
export async function withChoices(
  overrides: Readonly<Record<string, string>>,
  test: (session: MockSession) => Promise<void>,
  options: Partial<MockOptions> = {},
): Promise<void> {
  const session = await startMockSession({
    ...options,
    choices: resolveChoiceSet({ mode: 'first', overrides }),
  });
  try {
    await test(session);
  } finally {
    await session.close();
  }
}
