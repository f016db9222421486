import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { openStore, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { deployApiPaths } from '@mfp/shared/deploy';
import { call, upload } from './testing/deployApiClient';
import { releaseArchive, servedEntry, startDeployApi, type DeployApiHarness } from './testing/deployApiHarness';
import { postgresForThisFile } from '@mfp/store/contract';

/* The deploy API with the records (releases, registry, tokens, registrations, audit) in PostgreSQL, files in a folder. */

const server = postgresForThisFile();
let api: DeployApiHarness;
let store: OpenedStore;
beforeEach(async () => {
  const recordsUrl = parseRecordsUrl(await server.createDatabase());
  api = await startDeployApi({
    store: (folder) =>
      (store = openStore({
        dir: path.dirname(folder.layout.dir),
        filesUrl: { kind: 'folder', dir: folder.layout.dir },
        recordsUrl,
      })),
  });
  await api.register('reviews');
});
afterEach(async () => {
  await api.close();
  await store.close();
});

it('deploys an upload: the release, its provenance and the audit trail are in the database, and the host serves it', async () => {
  const { token, id } = await api.token({ kind: 'remote', remote: 'reviews' });
  const answer = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token, query: '?version=1.0.0' });
  expect(answer.body).toMatchObject({ ok: true, outcome: 'switched', version: '1.0.0' });
  expect(await servedEntry(api.url, 'reviews', '1.0.0')).toMatchObject({ version: '1.0.0' });
  expect((await store.readReleases()).remotes.reviews?.history).toEqual([
    expect.objectContaining({ action: 'deploy', version: '1.0.0', tokenId: id, client: '127.0.0.1' }),
  ]);
  expect((await store.control.readAudit({ remote: 'reviews' })).map((entry) => [entry.action, entry.result])).toEqual([
    ['deploy', 'ok'],
    ['upload', 'ok'],
  ]);
  // Nothing of the records went to the folder.
  expect(await api.store.readReleases()).toEqual({ remotes: {} });
});

it("refuses another remote's token, with nothing in the database changed but the audit trail", async () => {
  const { token, id } = await api.token({ kind: 'remote', remote: 'cart' });
  const answer = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token });
  expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 403, code: 'token-wrong-remote' });
  expect(await store.readReleases()).toEqual({ remotes: {} });
  expect(await store.readRegistry()).toMatchObject({ kind: 'missing' });
  expect(await store.control.readAudit()).toEqual([
    expect.objectContaining({ action: 'upload', result: 'refused', code: 'token-wrong-remote', tokenId: id }),
  ]);
  expect(readdirSync(api.tmpRoot)).toEqual([]);
});

it('publishes without switching and runs a rollout, with the records, the registry and the audit in the database', async () => {
  const { token } = await api.token({ kind: 'remote', remote: 'reviews' });
  const deploy = async (version: string, query: string) =>
    upload(api.url, 'reviews', await releaseArchive('reviews', { extra: { 'extra.js': version } }), {
      token,
      query: `?version=${version}${query}`,
    });
  expect((await deploy('1.0.0', '')).status).toBe(200);
  expect((await deploy('1.1.0', '&no-switch=1')).body).toMatchObject({ outcome: 'published', live: '1.0.0' });
  const path = deployApiPaths.rollout('reviews');
  const started = await call(api.url, 'POST', path, { token, json: { action: 'start', version: '1.1.0' } });
  expect(started.body).toMatchObject({ rollout: { version: '1.1.0', share: 5 } });
  const read = await store.readRegistry();
  expect(read.kind === 'found' && JSON.parse(read.bytes.toString())).toMatchObject({
    remotes: [{ name: 'reviews', version: '1.0.0', rollout: { share: 5, release: { version: '1.1.0' } } }],
  });
  expect((await call(api.url, 'POST', path, { token, json: { action: 'start', version: '1.1.0' } })).status).toBe(409);
  expect((await call(api.url, 'POST', path, { token, json: { action: 'abort' } })).body).toMatchObject({
    live: '1.0.0',
    ended: [{ version: '1.1.0', outcome: 'aborted' }],
  });
  expect((await store.control.readAudit({ remote: 'reviews', limit: 4 })).map((entry) => entry.action)).toEqual([
    'rollout-abort',
    'rollout-start',
    'rollout-start',
    'publish',
  ]);
});
