import { deployErrorAnswerSchema } from '@mfp/shared/deploy';
import { StoreError } from '@mfp/store';
import { readdirSync } from 'node:fs';
import { upload } from './testing/deployApiClient';
import { releaseArchive, startDeployApi, storeSnapshot, type DeployApiHarness } from './testing/deployApiHarness';
import { rawUpload } from './testing/rawUpload';

/* Refusals that need a real connection (a client that stalls, one that drops), and a store that does not answer. */

let api: DeployApiHarness;
let token: string;

beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  ({ token } = await api.token({ kind: 'remote', remote: 'reviews' }));
});
afterEach(() => api.close());

/** Waits until the server has audited as many refusals as expected (it answers a dropped client no one hears). */
async function auditedRefusals(count: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const refused = (await api.store.control.readAudit()).filter((entry) => entry.result !== 'ok');
    if (refused.length >= count || Date.now() > deadline) return refused;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('drops an upload that stalls after DEPLOY_UPLOAD_IDLE_MS (408 upload-stalled), leaving nothing behind', async () => {
  const before = storeSnapshot(api);
  const archive = await releaseArchive('reviews');
  const answer = await rawUpload(api.url, 'reviews', token, archive.subarray(0, archive.length / 2), 'stall');
  if (answer === 'dropped') throw new Error('the server dropped the connection without an answer');
  expect(answer.status).toBe(408);
  expect(deployErrorAnswerSchema.parse(JSON.parse(answer.body)).error).toMatchObject({
    code: 'upload-stalled',
    message: expect.stringMatching(/DEPLOY_UPLOAD_IDLE_MS/),
  });
  expect(storeSnapshot(api)).toEqual(before);
}, 10_000);

it('checks the token before reading the body: a client without one is answered while it is still sending', async () => {
  const archive = await releaseArchive('reviews');
  // The client sends 1,000 bytes and then nothing: a server that read the body first would answer 408 upload-stalled
  // once DEPLOY_UPLOAD_IDLE_MS passed, never 401.
  const answer = await rawUpload(api.url, 'reviews', '', archive.subarray(0, 1000), 'stall');
  if (answer === 'dropped') throw new Error('the server dropped the connection without an answer');
  expect({ status: answer.status, code: (JSON.parse(answer.body) as { error: { code: string } }).error.code }).toEqual({
    status: 401,
    code: 'token-missing',
  });
});

it('cleans up after a client that drops the connection midway, and audits it as upload-incomplete', async () => {
  const before = storeSnapshot(api);
  const archive = await releaseArchive('reviews');
  expect(await rawUpload(api.url, 'reviews', token, archive.subarray(0, archive.length / 2), 'drop')).toBe('dropped');
  expect(await auditedRefusals(1)).toEqual([
    expect.objectContaining({ action: 'upload', result: 'refused', code: 'upload-incomplete', remote: 'reviews' }),
  ]);
  expect(storeSnapshot(api)).toEqual(before);
  expect(readdirSync(api.tmpRoot)).toEqual([]);
});

describe('a store that does not answer', () => {
  it('gets 503 store-unavailable, with no detail of the store in the answer, and nothing unpacked left', async () => {
    await api.close();
    const down = new StoreError('records-unreachable', 'postgres://db.internal:5432/mfp refused the connection');
    api = await startDeployApi({ store: (folder) => ({ ...folder, readReleases: () => Promise.reject(down) }) });
    ({ token } = await api.token({ kind: 'remote', remote: 'reviews' }));
    await api.store.control.addRegistration({
      name: 'reviews',
      route: '/reviews',
      title: 'Reviews',
      module: './App',
      registeredAt: new Date().toISOString(),
    });
    const answer = await upload(api.url, 'reviews', await releaseArchive('reviews'), { token });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({
      code: 'store-unavailable',
      message: expect.stringMatching(/did not answer, so nothing was published or switched\. Send the same request/),
    });
    expect(answer.body.error?.message).not.toContain('db.internal');
    expect(readdirSync(api.tmpRoot)).toEqual([]);
    expect(api.log.lines().some((line) => line.includes('records-unreachable'))).toBe(true);
  });
});
