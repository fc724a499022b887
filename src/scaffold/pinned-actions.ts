/**
 * The GitHub actions the workflows use, each pinned to the commit of a release tag: a tag can be moved to other code, a commit cannot. The workflow `init` writes takes
 * them from here; `.github/workflows/*.yml` and `action.yml` write the same lines, and
 * test/ci/pinned-actions.test.ts holds every `uses:` of them all to this table. To update one,
 * read the tag's commit in the action's repository (`git ls-remote --tags`), never a guess.
 */
export const PINNED_ACTIONS = {
  checkout: { action: 'actions/checkout', commit: '11d5960a326750d5838078e36cf38b85af677262', tag: 'v4.4.0' },
  setupNode: {
    action: 'actions/setup-node',
    commit: '49933ea5288caeca8642d1e84afbd3f7d6820020',
    tag: 'v4.4.0',
  },
  uploadArtifact: {
    action: 'actions/upload-artifact',
    commit: 'ea165f8d65b6e75b540449e92b4886f43607fa02',
    tag: 'v4.6.2',
  },
  cacheRestore: {
    action: 'actions/cache/restore',
    commit: '0057852bfaa89a56745cba8c7296529d2fc39830',
    tag: 'v4.3.0',
  },
  cacheSave: {
    action: 'actions/cache/save',
    commit: '0057852bfaa89a56745cba8c7296529d2fc39830',
    tag: 'v4.3.0',
  },
  junitReport: {
    action: 'mikepenz/action-junit-report',
    commit: '3585e9575db828022551b4231f165eb59a0e74e3',
    tag: 'v5.6.2',
  },
} as const;

/** The value of a step's `uses:` for action `name`, its tag as a comment: `actions/checkout@<sha> # v4.4.0`. */
export function pinnedUses(name: keyof typeof PINNED_ACTIONS): string {
  const { action, commit, tag } = PINNED_ACTIONS[name];
  return `${action}@${commit} # ${tag}`;
}
