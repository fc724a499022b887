import { defineChoice } from './choice.ts';

/**
 * What X-Request-Id and taskId must be beyond 8-4-4-4-12 hexadecimal digits in either case: `any-version`
 * (nothing more), `rfc4122-versions-1-5` (version digit 1-5, variant 8, 9, a or b), `versions-1-8`
 * (version 1-8, RFC variant). The strict ones reject the nil UUID (A11).
 */
export const uuidAcceptance = defineChoice({
  id: 'uuid-acceptance',
  alternatives: ['any-version', 'rfc4122-versions-1-5', 'versions-1-8'],
  source: {
    doc: 'assumptions.md',
    section: 'A11. What counts as a UUID',
    quote:
      'Version and variant digits are not asserted either way (a provider may accept or reject a nil UUID or an unusual version); every other shape is not a UUID.',
  },
  summary:
    'which UUIDs X-Request-Id and taskId take: any version, or only versions 1-5 / 1-8 with the RFC 4122 variant',
});
