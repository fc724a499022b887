import { defineChoice } from './choice.ts';

/**
 * Timing of a submitted task, ms: `configured` (`queueMs`, `processingMs`), `no-queue` (IN_PROGRESS at
 * once), `seconds-with-jitter` (per task, from its taskId: 200-1500 ms NOT_STARTED, 500-2500 ms
 * IN_PROGRESS). Seeded and SCENARIO_SLOW tasks keep their own times (interface.md States and transitions).
 */
export const lifecycleTiming = defineChoice({
  id: 'lifecycle-timing',
  alternatives: ['configured', 'no-queue', 'seconds-with-jitter'],
  source: {
    doc: 'interface.md',
    section: 'States and transitions',
    quote: 'Transitions: not shown.',
  },
  summary: 'task queue and processing times: configured, no queue, or per-task seconds with jitter',
});
