type Env = Readonly<Record<string, string | undefined>>;

/** The first non-blank value of `names` in `env`, trimmed. */
function first(env: Env, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** `value` without `prefix`, or undefined when it does not start with it. */
function after(value: string | undefined, prefix: string): string | undefined {
  return value?.startsWith(prefix) ? value.slice(prefix.length) || undefined : undefined;
}

/**
 * The branch a CI build is for, from the variables of the common CI systems, in this order:
 * GitHub Actions (GITHUB_HEAD_REF for a pull request, else GITHUB_REF `refs/heads/<branch>`),
 * GitLab (CI_MERGE_REQUEST_SOURCE_BRANCH_NAME, CI_COMMIT_BRANCH), Jenkins (CHANGE_BRANCH,
 * BRANCH_NAME, GIT_LOCAL_BRANCH, GIT_BRANCH without `origin/`), Buildkite, CircleCI, Travis CI,
 * AppVeyor, Bitbucket, Azure DevOps (BUILD_SOURCEBRANCH `refs/heads/<branch>`). Undefined outside
 * CI and for a build of a tag.
 */
export function ciBranch(env: Env): string | undefined {
  return (
    first(env, ['GITHUB_HEAD_REF']) ??
    after(env.GITHUB_REF?.trim(), 'refs/heads/') ??
    first(env, ['CI_MERGE_REQUEST_SOURCE_BRANCH_NAME', 'CI_COMMIT_BRANCH']) ??
    first(env, ['CHANGE_BRANCH', 'BRANCH_NAME', 'GIT_LOCAL_BRANCH']) ??
    (first(env, ['GIT_BRANCH'])?.replace(/^origin\//, '') || undefined) ??
    first(env, [
      'BUILDKITE_BRANCH',
      'CIRCLE_BRANCH',
      'TRAVIS_PULL_REQUEST_BRANCH',
      'TRAVIS_BRANCH',
      'APPVEYOR_PULL_REQUEST_HEAD_REPO_BRANCH',
      'APPVEYOR_REPO_BRANCH',
      'BITBUCKET_BRANCH',
    ]) ??
    after(first(env, ['SYSTEM_PULLREQUEST_SOURCEBRANCH', 'BUILD_SOURCEBRANCH']), 'refs/heads/')
  );
}

/**
 * The web address of the CI build, from GitHub Actions
 * (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID`), GitLab (CI_JOB_URL,
 * CI_PIPELINE_URL), Jenkins (BUILD_URL), Buildkite, CircleCI, Travis CI or Azure DevOps
 * (`$SYSTEM_COLLECTIONURI$SYSTEM_TEAMPROJECT/_build/results?buildId=$BUILD_BUILDID`); undefined
 * outside CI.
 */
export function ciBuildUrl(env: Env): string | undefined {
  const server = first(env, ['GITHUB_SERVER_URL']);
  const repository = first(env, ['GITHUB_REPOSITORY']);
  const run = first(env, ['GITHUB_RUN_ID']);
  if (server && repository && run) return `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}`;
  const listed = first(env, [
    'CI_JOB_URL',
    'CI_PIPELINE_URL',
    'BUILD_URL',
    'BUILDKITE_BUILD_URL',
    'CIRCLE_BUILD_URL',
    'TRAVIS_BUILD_WEB_URL',
  ]);
  if (listed) return listed;
  const collection = first(env, ['SYSTEM_COLLECTIONURI']);
  const project = first(env, ['SYSTEM_TEAMPROJECT']);
  const build = first(env, ['BUILD_BUILDID']);
  if (collection && project && build)
    return `${collection.replace(/\/*$/, '/')}${encodeURIComponent(project)}/_build/results?buildId=${build}`;
  return undefined;
}

/**
 * The commit a CI build is for: GITHUB_SHA, CI_COMMIT_SHA (GitLab), GIT_COMMIT (Jenkins),
 * BUILDKITE_COMMIT, CIRCLE_SHA1, TRAVIS_PULL_REQUEST_SHA, TRAVIS_COMMIT, APPVEYOR_REPO_COMMIT,
 * BITBUCKET_COMMIT, BUILD_SOURCEVERSION (Azure DevOps); undefined outside CI.
 */
export function ciCommit(env: Env): string | undefined {
  return first(env, [
    'GITHUB_SHA',
    'CI_COMMIT_SHA',
    'GIT_COMMIT',
    'BUILDKITE_COMMIT',
    'CIRCLE_SHA1',
    'TRAVIS_PULL_REQUEST_SHA',
    'TRAVIS_COMMIT',
    'APPVEYOR_REPO_COMMIT',
    'BITBUCKET_COMMIT',
    'BUILD_SOURCEVERSION',
  ]);
}
