import { afterEach, beforeEach, expect, it } from '@jest/globals';
import path from 'node:path';
import { openStore, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import { releaseListing } from '../releases/releaseListing';
import { switchRelease } from './switchRelease';
import { CATALOG_CHUNK, deployWith, deployWorkspace, type TestWorkspace } from './testing/testContext';
import { postgresForThisFile } from '@mfp/store/contract';

/* The deploy command's code and the releases listing with the records in PostgreSQL and the files in a folder. */

const server = postgresForThisFile();
let test: TestWorkspace;
let store: OpenedStore;
beforeEach(async () => {
  test = deployWorkspace({ catalog: '1.0.0', cart: '1.0.0' }, 'mfp-deploy-pg-');
  store = openStore({
    dir: path.dirname(test.store.layout.dir),
    filesUrl: { kind: 'folder', dir: test.store.layout.dir },
    recordsUrl: parseRecordsUrl(await server.createDatabase()),
  });
  test.context.store = store;
});
afterEach(async () => {
  await store.close();
  test.remove();
});

const registryVersions = async () => {
  const read = await store.readRegistry();
  if (read.kind === 'missing') return undefined;
  const document = JSON.parse(read.bytes.toString()) as { remotes: { name: string; version: string }[] };
  return Object.fromEntries(document.remotes.map((entry) => [entry.name, entry.version]));
};

it('deploys, rolls back and switches with the records in the database, and lists the releases from there', async () => {
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    test.builds.set('catalog', { kind: 'release', extra: { [CATALOG_CHUNK]: version } });
    await deployWith(test, 'catalog', { version });
  }
  await deployWith(test, 'cart', { version: '1.0.0' });
  expect(await registryVersions()).toEqual({ catalog: '1.2.0', cart: '1.0.0' });

  expect(await switchRelease({ kind: 'rollback', remote: 'catalog', force: false }, test.context)).toEqual({
    kind: 'switched',
    version: '1.1.0',
    previous: '1.2.0',
    contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(await registryVersions()).toEqual({ catalog: '1.1.0', cart: '1.0.0' });
  await switchRelease({ kind: 'switch', remote: 'catalog', version: '1.0.0', force: false }, test.context);
  expect(await registryVersions()).toEqual({ catalog: '1.0.0', cart: '1.0.0' });

  const catalog = (await store.readReleases()).remotes.catalog!;
  expect(catalog.history.map((entry) => [entry.action, entry.version])).toEqual([
    ['deploy', '1.0.0'],
    ['deploy', '1.1.0'],
    ['deploy', '1.2.0'],
    ['rollback', '1.1.0'],
    ['rollback', '1.0.0'],
  ]);
  const listing = releaseListing('catalog', catalog, await store.listVersions('catalog'));
  expect(listing).toMatchObject({ remote: 'catalog', live: '1.0.0', lastKnownGood: null, neverLive: [] });
  expect(listing.releases).toHaveLength(5);
  // The folder holds the version files and no records: nothing was written next to them.
  expect(await test.store.readReleases()).toEqual({ remotes: {} });
});
