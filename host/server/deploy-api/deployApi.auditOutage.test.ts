import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { openStore, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import { startOutageProxy, type OutageProxy } from '@mfp/store/testing';
import path from 'node:path';
import { upload } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, type DeployApiHarness } from './testing/deployApiHarness';
import { postgresForThisFile } from '@mfp/store/contract';

/*
 * Issue 28: an upload refused while PostgreSQL, which holds the records, is down. Its audit entry is kept and reaches
 * the records once the database answers again; when more are refused than the queue keeps, one line says how many
 * were lost. PostgreSQL is real; the API reaches it through a proxy that drops every connection and refuses new ones
 * for the outage, which is what the fault run's killed server looked like to the hosts.
 */

const server = postgresForThisFile();
let api: DeployApiHarness;
let store: OpenedStore;
let proxy: OutageProxy;
beforeEach(async () => {
  const url = new URL(await server.createDatabase());
  proxy = await startOutageProxy({ host: url.hostname, port: Number(url.port) });
  url.port = String(proxy.port);
  const recordsUrl = parseRecordsUrl(url.href);
  api = await startDeployApi({
    store: (folder) =>
      (store = openStore({
        dir: path.dirname(folder.layout.dir),
        filesUrl: { kind: 'folder', dir: folder.layout.dir },
        recordsUrl,
      })),
    api: { pendingAudit: { limit: 2, retryMs: 100 } },
  });
  await api.register('reviews');
});
afterEach(async () => {
  await proxy.up();
  await api.close();
  await store.close();
  await proxy.close();
});

const setDatabaseUp = (up: boolean) => (up ? proxy.up() : proxy.down());

/** Polls `read` until `done` holds of it, for at most 10 s (the queue retries every 100 ms); resolves with the last read. */
async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const auditOfReviews = () => store.control.readAudit({ remote: 'reviews' });
const logged = (event: string) => api.log.records().filter((line) => line.event === event);

it('keeps the audit entry of an upload refused in the outage and stores it when the database is back', async () => {
  const { token } = await api.token({ kind: 'remote', remote: 'reviews' });
  await setDatabaseUp(false);
  const refused = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token });
  expect({ status: refused.status, code: refused.body.error?.code }).toEqual({
    status: 503,
    code: 'store-unavailable',
  });
  expect(logged('audit-pending')).toHaveLength(1);

  await setDatabaseUp(true);
  expect(await eventually(auditOfReviews, (entries) => entries.length > 0)).toEqual([
    expect.objectContaining({ action: 'upload', result: 'failed', code: 'store-unavailable', remote: 'reviews' }),
  ]);
  expect(logged('audit-recovered')).toEqual([expect.objectContaining({ written: 1, lost: 0 })]);
  expect(logged('audit-lost')).toEqual([]);
}, 30_000);

it('says in one line how many entries were lost when the outage refused more than the queue keeps', async () => {
  const { token } = await api.token({ kind: 'remote', remote: 'reviews' });
  await setDatabaseUp(false);
  for (let attempt = 0; attempt < 5; attempt++) {
    const refused = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token });
    expect(refused.status).toBe(503);
  }
  await setDatabaseUp(true);
  await eventually(
    () => logged('audit-recovered'),
    (lines) => lines.length > 0,
  );
  expect(await auditOfReviews()).toHaveLength(2);
  expect(logged('audit-lost')).toEqual([expect.objectContaining({ lost: 3, limit: 2 })]);
}, 30_000);
