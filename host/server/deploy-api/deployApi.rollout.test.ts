import { deployApiPaths, rolloutStatusAnswerSchema } from '@mfp/shared/deploy';
import { call, upload } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, storeSnapshot, type DeployApiHarness } from './testing/deployApiHarness';

/* Rollout commands through the deploy API (decision 0077), over a folder store. */

let api: DeployApiHarness;
let token: string;
let tokenId: string;

async function deploy(version: string, noSwitch: boolean) {
  const archive = await releaseArchive('reviews', { extra: { 'extra.js': version } });
  const query = `?version=${version}${noSwitch ? '&no-switch=1' : ''}`;
  expect((await upload(api.url, 'reviews', archive, { token, query })).status).toBe(200);
}

beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  await api.register('cart');
  ({ token, id: tokenId } = await api.token({ kind: 'remote', remote: 'reviews' }));
  await deploy('1.0.0', false);
  await deploy('1.1.0', true);
});
afterEach(() => api.close());

const rollout = (json: unknown, as = token) =>
  call(api.url, 'POST', deployApiPaths.rollout('reviews'), { token: as, json });
const status = async () =>
  rolloutStatusAnswerSchema.parse((await call(api.url, 'GET', deployApiPaths.rollout('reviews'), { token })).body);
const storedEntry = async () => {
  const read = await api.store.readRegistry();
  if (read.kind !== 'found') throw new Error('no registry');
  const document = JSON.parse(read.bytes.toString()) as { remotes: Record<string, unknown>[] };
  return document.remotes.find((entry) => entry.name === 'reviews')!;
};

it('starts a rollout with its steps, interval and thresholds; the stored registry carries it, the audit says so', async () => {
  const answer = await rollout({
    action: 'start',
    version: '1.1.0',
    steps: [10, 50, 100],
    intervalMs: 120_000,
    thresholds: { minMounts: 20 },
  });
  expect(answer.status).toBe(200);
  expect(rolloutStatusAnswerSchema.parse(answer.body)).toMatchObject({
    action: 'start',
    live: '1.0.0',
    rollout: { version: '1.1.0', steps: [10, 50, 100], share: 10, state: 'running', thresholds: { minMounts: 20 } },
  });
  expect(await storedEntry()).toMatchObject({
    version: '1.0.0',
    rollout: { share: 10, release: { version: '1.1.0' } },
  });
  expect((await api.store.readReleases()).remotes.reviews!.rollout!.startedBy).toMatchObject({
    tokenId,
    client: '127.0.0.1',
  });
  expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
    action: 'rollout-start',
    result: 'ok',
    version: '1.1.0',
    tokenId,
    detail: 'steps 10,50,100, interval 2m, share 10, thresholds minMounts=20',
  });
  expect((await status()).rollout).toMatchObject({ version: '1.1.0', share: 10 });
});

it('pauses, resumes and promotes: the release goes live as a rollout, and the rollout joins the ended ones', async () => {
  await rollout({ action: 'start', version: '1.1.0' });
  expect((await rollout({ action: 'pause' })).body).toMatchObject({ rollout: { state: 'paused', share: 5 } });
  expect((await rollout({ action: 'resume' })).body).toMatchObject({ rollout: { state: 'running' } });
  const promoted = rolloutStatusAnswerSchema.parse((await rollout({ action: 'promote' })).body);
  expect(promoted).toMatchObject({ live: '1.1.0', ended: [{ version: '1.1.0', outcome: 'completed', by: 'command' }] });
  expect(promoted.rollout).toBeUndefined();
  expect((await api.store.readReleases()).remotes.reviews!.history.at(-1)).toMatchObject({
    action: 'rollout',
    version: '1.1.0',
  });
  const audit = await api.store.control.readAudit({ limit: 4 });
  expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([
    ['rollout-promote', `completed at share 100: promoted by ${tokenId}`],
    ['rollout-resume', 'running, share 5'],
    ['rollout-pause', 'paused, share 5'],
    ['rollout-start', 'steps 5,25,50,100, interval 10m, share 5'],
  ]);
});

it('aborts: the live release stays, the registry drops the rollout', async () => {
  await rollout({ action: 'start', version: '1.1.0' });
  const aborted = rolloutStatusAnswerSchema.parse((await rollout({ action: 'abort' })).body);
  expect(aborted).toMatchObject({ live: '1.0.0', ended: [{ outcome: 'aborted', share: 5 }] });
  expect(await storedEntry()).not.toHaveProperty('rollout');
  expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
    action: 'rollout-abort',
    version: '1.1.0',
    detail: `aborted at share 5: aborted by ${tokenId}`,
  });
});

describe('refused, changing nothing but the audit trail', () => {
  it.each([
    [
      'a wrong token',
      () => rollout({ action: 'start', version: '1.1.0' }, 'mfp_tok_nothere_xyz'),
      401,
      'token-invalid',
      'rollout-start',
    ],
    [
      "another remote's token",
      async () => rollout({ action: 'abort' }, (await api.token({ kind: 'remote', remote: 'cart' })).token),
      403,
      'token-wrong-remote',
      'rollout-start',
    ],
    [
      'an unknown version',
      () => rollout({ action: 'start', version: '9.9.9' }),
      404,
      'version-unknown',
      'rollout-start',
    ],
    [
      'the live version',
      () => rollout({ action: 'start', version: '1.0.0' }),
      409,
      'rollout-conflict',
      'rollout-start',
    ],
    ['a command with no rollout', () => rollout({ action: 'pause' }), 409, 'rollout-conflict', 'rollout-pause'],
    [
      'steps that do not rise to 100',
      () => rollout({ action: 'start', version: '1.1.0', steps: [50, 20] }),
      400,
      'rollout-invalid',
      undefined,
    ],
    [
      'an interval under a second',
      () => rollout({ action: 'start', version: '1.1.0', intervalMs: 10 }),
      400,
      'rollout-invalid',
      undefined,
    ],
    [
      'an unknown threshold',
      () => rollout({ action: 'start', version: '1.1.0', thresholds: { nope: 1 } }),
      400,
      'rollout-invalid',
      undefined,
    ],
    ['an unknown action', () => rollout({ action: 'restart' }), 400, 'rollout-invalid', undefined],
  ])('%s', async (_what, request, status, code, action) => {
    const before = storeSnapshot(api);
    const answer = await request();
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status, code });
    expect(storeSnapshot(api)).toEqual(before);
    const [entry] = await api.store.control.readAudit({ limit: 1 });
    expect(entry).toMatchObject({ result: 'refused', code, ...(action && { action }) });
  });

  it('names the flag to fix', async () => {
    const steps = await rollout({ action: 'start', version: '1.1.0', steps: [50, 20] });
    expect(steps.body.error?.message).toMatch(/--steps: must rise/);
    const interval = await rollout({ action: 'start', version: '1.1.0', intervalMs: 10 });
    expect(interval.body.error?.message).toMatch(/--interval: /);
    const threshold = await rollout({ action: 'start', version: '1.1.0', thresholds: { z: 9 } });
    expect(threshold.body.error?.message).toMatch(/--threshold z: /);
  });

  it('a second rollout while one runs', async () => {
    await rollout({ action: 'start', version: '1.1.0' });
    await deploy('1.2.0', true);
    const before = storeSnapshot(api);
    const answer = await rollout({ action: 'start', version: '1.2.0' });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 409, code: 'rollout-conflict' });
    expect(answer.body.error?.message).toMatch(/rollout of 1\.1\.0 running.*mfp rollout abort reviews/);
    expect(storeSnapshot(api)).toEqual(before);
  });
});
