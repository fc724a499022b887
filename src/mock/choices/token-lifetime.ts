import { defineChoice } from './choice.ts';

/**
 * Lifetime of an issued token, seconds, sent as `expires_in`: `configured`
 * (`MockOptions.tokenLifetimeSeconds`), 60 or 3600 (interface.md Authentication 6).
 */
export const tokenLifetime = defineChoice({
  id: 'token-lifetime',
  alternatives: ['configured', '60', '3600'],
  source: {
    doc: 'interface.md',
    section: 'Authentication',
    quote: 'Token lifetime: not shown.',
  },
  summary: 'token lifetime in seconds: MockOptions.tokenLifetimeSeconds, 60 or 3600',
});
