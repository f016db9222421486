import { MAX_PROVENANCE_LENGTH } from '@mfp/shared/deploy';

type Env = Readonly<Record<string, string | undefined>>;

interface CiProvider {
  name: string;
  /** Whether this process runs on that CI. */
  detect: (env: Env) => boolean;
  commit: (env: Env) => string | undefined;
  /** The run's page, built from the variables the CI documents; undefined when one of them is missing. */
  runUrl: (env: Env) => string | undefined;
}

/** `template` with each `{NAME}` replaced by `env.NAME`; undefined if any is unset or empty. */
function fromVariables(template: string): (env: Env) => string | undefined {
  return (env) => {
    let missing = false;
    const value = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const part = env[name];
      if (!part) missing = true;
      return part ?? '';
    });
    return missing ? undefined : value;
  };
}

const variable = (name: string) => (env: Env) => env[name] || undefined;

/** The CI services whose variables carry the commit and the run's URL, by their own documentation. */
const CI_PROVIDERS: readonly CiProvider[] = [
  {
    name: 'GitHub Actions',
    detect: (env) => env.GITHUB_ACTIONS === 'true',
    commit: variable('GITHUB_SHA'),
    runUrl: fromVariables('{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/actions/runs/{GITHUB_RUN_ID}'),
  },
  {
    name: 'GitLab CI',
    detect: (env) => env.GITLAB_CI === 'true',
    commit: variable('CI_COMMIT_SHA'),
    runUrl: variable('CI_JOB_URL'),
  },
  {
    name: 'CircleCI',
    detect: (env) => env.CIRCLECI === 'true',
    commit: variable('CIRCLE_SHA1'),
    runUrl: variable('CIRCLE_BUILD_URL'),
  },
  {
    name: 'Buildkite',
    detect: (env) => env.BUILDKITE === 'true',
    commit: variable('BUILDKITE_COMMIT'),
    runUrl: variable('BUILDKITE_BUILD_URL'),
  },
  {
    name: 'Bitbucket Pipelines',
    detect: (env) => Boolean(env.BITBUCKET_BUILD_NUMBER),
    commit: variable('BITBUCKET_COMMIT'),
    runUrl: fromVariables(
      'https://bitbucket.org/{BITBUCKET_REPO_FULL_NAME}/pipelines/results/{BITBUCKET_BUILD_NUMBER}',
    ),
  },
  {
    name: 'Azure Pipelines',
    detect: (env) => env.TF_BUILD === 'True',
    commit: variable('BUILD_SOURCEVERSION'),
    runUrl: fromVariables('{SYSTEM_COLLECTIONURI}{SYSTEM_TEAMPROJECT}/_build/results?buildId={BUILD_BUILDID}'),
  },
  {
    // Last: other CIs running a Jenkins-style agent set JENKINS_URL too.
    name: 'Jenkins',
    detect: (env) => Boolean(env.JENKINS_URL),
    commit: variable('GIT_COMMIT'),
    runUrl: variable('BUILD_URL'),
  },
];

export interface CiProvenance {
  /** Which CI it came from, for the progress line; absent when none was recognised. */
  ci?: string;
  commit?: string;
  ciUrl?: string;
}

/** What the server accepts in a provenance header: printable ASCII, not too long. Anything else is left out. */
const sendable = (value: string | undefined) =>
  value !== undefined && value.length <= MAX_PROVENANCE_LENGTH && /^[\x20-\x7e]+$/.test(value) ? value : undefined;

/**
 * The commit and CI run URL of this deploy: `MFP_COMMIT` and `MFP_CI_URL` when set, else the first recognised CI's
 * variables. A value the server would refuse (too long, not printable) is dropped rather than failing the deploy.
 */
export function ciProvenance(env: Env): CiProvenance {
  const provider = CI_PROVIDERS.find((candidate) => candidate.detect(env));
  const commit = sendable(env.MFP_COMMIT || provider?.commit(env));
  const ciUrl = sendable(env.MFP_CI_URL || provider?.runUrl(env));
  return {
    ...(provider ? { ci: provider.name } : {}),
    ...(commit ? { commit } : {}),
    ...(ciUrl ? { ciUrl } : {}),
  };
}
