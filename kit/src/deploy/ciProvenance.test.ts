import { MAX_PROVENANCE_LENGTH } from '@mfp/shared/deploy';
import { ciProvenance } from './ciProvenance';

describe('the commit and CI run of a deploy', () => {
  it.each([
    [
      'GitHub Actions',
      {
        GITHUB_ACTIONS: 'true',
        GITHUB_SHA: 'a1b2c3',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/reviews',
        GITHUB_RUN_ID: '42',
      },
      'https://github.com/acme/reviews/actions/runs/42',
    ],
    [
      'GitLab CI',
      { GITLAB_CI: 'true', CI_COMMIT_SHA: 'a1b2c3', CI_JOB_URL: 'https://gitlab.com/acme/reviews/-/jobs/42' },
      'https://gitlab.com/acme/reviews/-/jobs/42',
    ],
    [
      'CircleCI',
      { CIRCLECI: 'true', CIRCLE_SHA1: 'a1b2c3', CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/reviews/42' },
      'https://circleci.com/gh/acme/reviews/42',
    ],
    [
      'Buildkite',
      {
        BUILDKITE: 'true',
        BUILDKITE_COMMIT: 'a1b2c3',
        BUILDKITE_BUILD_URL: 'https://buildkite.com/acme/reviews/builds/42',
      },
      'https://buildkite.com/acme/reviews/builds/42',
    ],
    [
      'Bitbucket Pipelines',
      { BITBUCKET_BUILD_NUMBER: '42', BITBUCKET_COMMIT: 'a1b2c3', BITBUCKET_REPO_FULL_NAME: 'acme/reviews' },
      'https://bitbucket.org/acme/reviews/pipelines/results/42',
    ],
    [
      'Azure Pipelines',
      {
        TF_BUILD: 'True',
        BUILD_SOURCEVERSION: 'a1b2c3',
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/acme/',
        SYSTEM_TEAMPROJECT: 'reviews',
        BUILD_BUILDID: '42',
      },
      'https://dev.azure.com/acme/reviews/_build/results?buildId=42',
    ],
    [
      'Jenkins',
      { JENKINS_URL: 'https://ci.acme.test/', GIT_COMMIT: 'a1b2c3', BUILD_URL: 'https://ci.acme.test/job/reviews/42/' },
      'https://ci.acme.test/job/reviews/42/',
    ],
  ])('comes from %s', (ci, env, ciUrl) => {
    expect(ciProvenance(env)).toEqual({ ci, commit: 'a1b2c3', ciUrl });
  });

  it('takes MFP_COMMIT and MFP_CI_URL over what the CI says', () => {
    const env = { GITLAB_CI: 'true', CI_COMMIT_SHA: 'a1b2c3', MFP_COMMIT: 'fff000', MFP_CI_URL: 'https://ci.test/1' };
    expect(ciProvenance(env)).toEqual({ ci: 'GitLab CI', commit: 'fff000', ciUrl: 'https://ci.test/1' });
  });

  it('is empty outside a CI, and leaves out a URL whose parts are missing', () => {
    expect(ciProvenance({})).toEqual({});
    expect(ciProvenance({ GITHUB_ACTIONS: 'true', GITHUB_SHA: 'a1b2c3' })).toEqual({
      ci: 'GitHub Actions',
      commit: 'a1b2c3',
    });
  });

  it('drops a value the server would refuse (too long, not printable) rather than fail the deploy', () => {
    expect(ciProvenance({ MFP_COMMIT: 'x'.repeat(MAX_PROVENANCE_LENGTH + 1), MFP_CI_URL: 'https://a\nb' })).toEqual({});
    expect(ciProvenance({ MFP_COMMIT: 'x'.repeat(MAX_PROVENANCE_LENGTH) }).commit).toHaveLength(MAX_PROVENANCE_LENGTH);
  });
});
