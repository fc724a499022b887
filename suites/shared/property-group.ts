import {
  attachProperty,
  propertyEntry,
  propertyMember,
  type PropertySpec,
} from '../../src/harness/property.ts';
import { TestGroup } from '../../src/harness/test-group.ts';
import { ruleIt } from './rule-it.ts';

/** The property tests of one describe, declared one after another (see `propertyGroup`). */
export interface PropertyGroup {
  /**
   * Declares the property test `<ruleId>: property: <title>` of `spec`, findable by its rule id
   * (`vop-conformance replay --rule`; src/runner/replay.ts).
   */
  declare<T>(spec: PropertySpec<T>): Mocha.Test;
}

/**
 * A group of property tests that share no state (each case its own request or bulk file): the
 * work of all of them starts when the first of their tests runs, through one case pool of the
 * run's `--concurrency` (src/harness/test-group.ts). Each test still judges its own rule.
 */
export function propertyGroup(): PropertyGroup {
  const group = new TestGroup();
  return {
    declare(spec) {
      const member = propertyMember(spec, group);
      const test = ruleIt(spec.ruleId, `property: ${spec.title}`, member.body);
      member.bind(test);
      return attachProperty(test, propertyEntry(spec));
    },
  };
}
