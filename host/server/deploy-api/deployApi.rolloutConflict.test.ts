import { deployApiPaths, rolloutStatusAnswerSchema } from '@mfp/shared/deploy';
import { call, upload } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, storeSnapshot, type DeployApiHarness } from './testing/deployApiHarness';

/* A deploy or a rollback while the remote has a rollout (decision 0079), through the deploy API. */

let api: DeployApiHarness;
let token: string;
let tokenId: string;

const deploy = async (version: string, noSwitch = false) =>
  upload(api.url, 'reviews', await releaseArchive('reviews', { extra: { 'extra.js': version } }), {
    token,
    query: `?version=${version}${noSwitch ? '&no-switch=1' : ''}`,
  });

const rollout = (json: unknown) => call(api.url, 'POST', deployApiPaths.rollout('reviews'), { token, json });

beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  ({ token, id: tokenId } = await api.token({ kind: 'remote', remote: 'reviews' }));
  for (const [version, noSwitch] of [['1.0.0'], ['1.1.0'], ['2.0.0', true]] as const)
    expect((await deploy(version, noSwitch)).status).toBe(200);
  expect((await rollout({ action: 'start', version: '2.0.0', steps: [25, 100] })).status).toBe(200);
});
afterEach(() => api.close());

it('refuses a deploy that would switch with 409 rollout-conflict, before a byte is uploaded', async () => {
  const before = storeSnapshot(api);
  const answer = await deploy('3.0.0');
  expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 409, code: 'rollout-conflict' });
  expect(answer.body.error?.message).toBe(
    'reviews has a rollout of 2.0.0 at 25%: a deploy that switches now would change the release it is compared ' +
      'with. End it first (mfp rollout promote reviews, or mfp rollout abort reviews), or publish this release ' +
      'without switching (--no-switch).',
  );
  expect(storeSnapshot(api)).toEqual(before);
  expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
    action: 'upload',
    result: 'refused',
    code: 'rollout-conflict',
  });
});

it('publishes without switching, leaving the rollout running', async () => {
  expect((await deploy('3.0.0', true)).body).toMatchObject({ outcome: 'published', live: '1.1.0' });
  expect((await api.store.readReleases()).remotes.reviews!.rollout).toMatchObject({ version: '2.0.0' });
});

it('rolls back, ending the rollout as aborted by the token, which the status and the audit show', async () => {
  const answer = await call(api.url, 'POST', deployApiPaths.rollback('reviews'), { token, json: {} });
  expect(answer.body).toMatchObject({
    outcome: 'switched',
    version: '1.0.0',
    previous: '1.1.0',
    abortedRollout: { version: '2.0.0', share: 25 },
  });
  const status = rolloutStatusAnswerSchema.parse(
    (await call(api.url, 'GET', deployApiPaths.rollout('reviews'), { token })).body,
  );
  expect(status.rollout).toBeUndefined();
  expect(status.ended).toEqual([
    expect.objectContaining({
      version: '2.0.0',
      outcome: 'aborted',
      by: 'command',
      share: 25,
      reason: 'the live release was rolled back to 1.0.0',
    }),
  ]);
  expect((await api.store.readReleases()).remotes.reviews!.rollouts?.[0]?.actor).toMatchObject({ tokenId });
  expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
    action: 'rollback',
    result: 'ok',
    version: '1.0.0',
    detail: 'rollout of 2.0.0 aborted at share 25',
  });
});
