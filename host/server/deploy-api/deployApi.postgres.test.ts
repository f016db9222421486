import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { openStore, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { upload } from './testing/deployApiClient';
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
