import { entry, type PropertyEntry, type PropertySpec } from '../property.ts';
import { resultsTarget, statusTarget, submitTarget } from '../targets.ts';
import { TestGroup } from '../test-group.ts';
import { headerProperties } from './header-properties.ts';
import { recordProperties } from './record-properties.ts';
import { robustnessProperty } from './robustness-properties.ts';
import { singleCheckProperties } from './single-check-properties.ts';
import { submissionProperties } from './submission-properties.ts';
import { taskPathProperties } from './task-path-properties.ts';

/**
 * Registry entries of specs whose tests form one `TestGroup`: no property shares state with
 * another (each case is its own request or bulk file), so the work of all of them starts when
 * the first of their tests runs. A suite declares them one after another.
 */
function grouped(): <T>(spec: PropertySpec<T>) => PropertyEntry {
  const group = new TestGroup();
  return (spec) => entry(spec, group);
}

/** Properties of the bulk submission: generated headers and Content-Types (one group). */
export function submissionPropertyEntries(): PropertyEntry[] {
  const target = submitTarget();
  const inGroup = grouped();
  return [...headerProperties(target).map(inGroup), ...submissionProperties(target).map(inGroup)];
}

/** Properties of a bulk GET endpoint: generated headers, taskIds and Accept values (one group). */
export function taskPathPropertyEntries(subject: 'status' | 'results'): PropertyEntry[] {
  const target = subject === 'status' ? statusTarget() : resultsTarget();
  const inGroup = grouped();
  const [taskId, accept] = taskPathProperties(target);
  return [...headerProperties(target).map(inGroup), inGroup(taskId), inGroup(accept)];
}

/** Properties of the single checks: generated names (A7; one group). */
export function singleCheckPropertyEntries(): PropertyEntry[] {
  return singleCheckProperties().map(grouped());
}

/** Properties of the records of a bulk file: generated files (A2; one group). */
export function recordPropertyEntries(): PropertyEntry[] {
  return recordProperties().map(grouped());
}

/** The robustness property of server-no-5xx: legal but unusual input on every operation (a group of its own). */
export function robustnessPropertyEntries(): PropertyEntry[] {
  return [robustnessProperty()].map(grouped());
}

/** Every property of the suites, keyed by rule id (one property per rule). */
export function allProperties(): PropertyEntry[] {
  return [
    ...submissionPropertyEntries(),
    ...taskPathPropertyEntries('status'),
    ...taskPathPropertyEntries('results'),
    ...singleCheckPropertyEntries(),
    ...recordPropertyEntries(),
    ...robustnessPropertyEntries(),
  ];
}
