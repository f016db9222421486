import { DEPLOY_HEADERS, deployAnswerSchema, deployApiPaths, releasesAnswerSchema } from '@mfp/shared/deploy';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { call, upload } from './testing/deployApiClient';
import {
  releaseArchive,
  servedEntry,
  startDeployApi,
  storeSnapshot,
  type DeployApiHarness,
} from './testing/deployApiHarness';

let api: DeployApiHarness;
let token: string;
let tokenId: string;

beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  await api.register('cart');
  ({ token, id: tokenId } = await api.token({ kind: 'remote', remote: 'reviews' }));
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    const archive = await releaseArchive('reviews', { extra: { 'extra.js': version } });
    expect((await upload(api.url, 'reviews', archive, { token, query: `?version=${version}` })).status).toBe(200);
  }
});
afterEach(() => api.close());

const rollback = (json: unknown = {}, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(api.url, 'POST', deployApiPaths.rollback('reviews'), { token, json, ...options });

it('goes back to the previous release, recorded with who asked, and the host serves it', async () => {
  const answer = await rollback({}, { headers: { [DEPLOY_HEADERS.commit]: 'abc1234' } });
  expect(answer.status).toBe(200);
  expect(deployAnswerSchema.parse(answer.body)).toMatchObject({
    outcome: 'switched',
    version: '1.1.0',
    previous: '1.2.0',
    contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(await servedEntry(api.url, 'reviews', '1.1.0')).toMatchObject({ version: '1.1.0' });
  expect((await api.store.readReleases()).remotes.reviews!.history.at(-1)).toMatchObject({
    action: 'rollback',
    version: '1.1.0',
    tokenId,
    commit: 'abc1234',
    client: '127.0.0.1',
  });
  expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
    action: 'rollback',
    result: 'ok',
    version: '1.1.0',
    tokenId,
  });
  const releases = releasesAnswerSchema.parse(
    (await call(api.url, 'GET', deployApiPaths.releases('reviews'), { token })).body,
  );
  expect(releases).toMatchObject({ live: '1.1.0', rollbackTarget: '1.0.0' });
  expect(releases.releases.map((release) => [release.action, release.version, release.live])).toEqual([
    ['rollback', '1.1.0', true],
    ['deploy', '1.2.0', false],
    ['deploy', '1.1.0', false],
    ['deploy', '1.0.0', false],
  ]);
});

it('goes to any published version with "to", and answers already-live for the live one', async () => {
  expect((await rollback({ to: '1.0.0' })).body).toMatchObject({
    outcome: 'switched',
    version: '1.0.0',
    previous: '1.2.0',
  });
  expect((await rollback({ to: '1.0.0' })).body).toMatchObject({ outcome: 'already-live', version: '1.0.0' });
});

describe('refused, changing nothing', () => {
  it.each([
    [
      'an unpublished version',
      () => rollback({ to: '9.9.9' }),
      404,
      'version-unknown',
      /reviews@9\.9\.9 is not published.*1\.0\.0, 1\.1\.0, 1\.2\.0/,
    ],
    [
      'a body that is not a rollback',
      () => rollback({ to: 7 }),
      400,
      'version-invalid',
      /\{"to": "<published version>"\}/,
    ],
    [
      'JSON that does not parse',
      () =>
        call(api.url, 'POST', deployApiPaths.rollback('reviews'), {
          token,
          json: undefined,
          headers: { 'content-type': 'application/json' },
        }),
      415,
      'content-type-invalid',
      /not what its Content-Type says/,
    ],
    [
      "another remote's token",
      async () => rollback({}, { token: (await api.token({ kind: 'remote', remote: 'cart' })).token }),
      403,
      'token-wrong-remote',
      /may deploy cart, not reviews/,
    ],
    [
      'a remote without releases',
      async () =>
        call(api.url, 'POST', deployApiPaths.rollback('cart'), {
          token: (await api.token({ kind: 'admin' })).token,
          json: {},
        }),
      409,
      'no-previous-release',
      /cart has no releases yet.*mfp deploy/,
    ],
  ])('%s', async (_what, request, status, code, message) => {
    const before = storeSnapshot(api);
    const answer = await request();
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status, code });
    expect(answer.body.error?.message).toMatch(message);
    expect(storeSnapshot(api)).toEqual(before);
  });

  it('when the gate refuses the release below now (a file of it deleted): 422 gate-refused', async () => {
    rmSync(path.join(api.store.layout.versionDir('reviews', '1.1.0'), 'remoteEntry.js'));
    const before = storeSnapshot(api);
    const answer = await rollback();
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'gate-refused',
      problems: [expect.objectContaining({ kind: 'file-missing' })],
    });
    expect(storeSnapshot(api)).toEqual(before);
  });
});
