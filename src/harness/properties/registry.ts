import { entry, type PropertyEntry } from '../property.ts';
import { resultsTarget, statusTarget, submitTarget } from '../targets.ts';
import { headerProperties } from './header-properties.ts';
import { recordProperties } from './record-properties.ts';
import { singleCheckProperties } from './single-check-properties.ts';
import { submissionProperties } from './submission-properties.ts';
import { taskPathProperties } from './task-path-properties.ts';

/** Properties of the bulk submission: generated headers and Content-Types. */
export function submissionPropertyEntries(): PropertyEntry[] {
  const target = submitTarget();
  return [...headerProperties(target).map(entry), ...submissionProperties(target).map(entry)];
}

/** Properties of a bulk GET endpoint: generated headers, taskIds and Accept values. */
export function taskPathPropertyEntries(subject: 'status' | 'results'): PropertyEntry[] {
  const target = subject === 'status' ? statusTarget() : resultsTarget();
  const [taskId, accept] = taskPathProperties(target);
  return [...headerProperties(target).map(entry), entry(taskId), entry(accept)];
}

/** Properties of the single checks: generated names (A7). */
export function singleCheckPropertyEntries(): PropertyEntry[] {
  return singleCheckProperties().map(entry);
}

/** Properties of the records of a bulk file: generated files (A2). */
export function recordPropertyEntries(): PropertyEntry[] {
  return recordProperties().map(entry);
}

/** Every property of the suites, keyed by rule id (one property per rule). */
export function allProperties(): PropertyEntry[] {
  return [
    ...submissionPropertyEntries(),
    ...taskPathPropertyEntries('status'),
    ...taskPathPropertyEntries('results'),
    ...singleCheckPropertyEntries(),
    ...recordPropertyEntries(),
  ];
}
