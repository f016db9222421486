import { deployAnswerSchema, deployApiPaths, previewAnswerSchema, releasesAnswerSchema } from '@mfp/shared/deploy';
import { previewKeyOf, readPreview } from '../previews/previewLink';
import { TEST_DIGEST_SECRET } from '../testing/fixtures';
import { call, upload } from './testing/deployApiClient';
import {
  releaseArchive,
  servedEntry,
  startDeployApi,
  storeSnapshot,
  type DeployApiHarness,
} from './testing/deployApiHarness';

/* Publishing without switching (decision 0074) through the API, and the preview links it answers with (0077). */

let api: DeployApiHarness;
let token: string;
const HOUR = 60 * 60_000;

beforeEach(async () => {
  api = await startDeployApi();
  await api.register('reviews');
  ({ token } = await api.token({ kind: 'remote', remote: 'reviews' }));
});
afterEach(() => api.close());

async function publish(version: string, query = '') {
  return upload(api.url, 'reviews', await releaseArchive('reviews', { extra: { 'extra.js': version } }), {
    token,
    query: `?version=${version}&no-switch=1${query}`,
  });
}

const live = async (version: string) =>
  expect(
    (
      await upload(api.url, 'reviews', await releaseArchive('reviews', { extra: { 'extra.js': version } }), {
        token,
        query: `?version=${version}`,
      })
    ).status,
  ).toBe(200);

const key = previewKeyOf(TEST_DIGEST_SECRET);

it('publishes through the gate, leaves the live release, and answers a signed link at the remote route', async () => {
  await live('1.0.0');
  const answer = await publish('1.1.0', '&preview-ttl=3600000');
  expect(answer.status).toBe(200);
  const body = deployAnswerSchema.parse(answer.body);
  expect(body).toMatchObject({ outcome: 'published', version: '1.1.0', live: '1.0.0' });
  const url = new URL(body.preview!.url);
  expect(`${url.origin}${url.pathname}`).toBe(`${api.url}/reviews`);
  const check = readPreview(url.searchParams.get('mfp-preview')!, key, Date.now());
  expect(check).toMatchObject({ status: 'valid', preview: { remote: 'reviews', version: '1.1.0' } });
  const expiresAt = Date.parse(body.preview!.expiresAt);
  expect(Math.abs(expiresAt - (Date.now() + HOUR))).toBeLessThan(60_000);
  expect(await servedEntry(api.url, 'reviews', '1.0.0')).toMatchObject({ version: '1.0.0' });
  const releases = (await api.store.readReleases()).remotes.reviews!;
  expect(releases.live).toBe('1.0.0');
  expect(releases.published).toEqual([expect.objectContaining({ version: '1.1.0' })]);
  const audit = await api.store.control.readAudit({ limit: 2 });
  expect(audit.map((entry) => [entry.action, entry.result, entry.version])).toEqual([
    ['publish', 'ok', '1.1.0'],
    ['upload', 'ok', '1.1.0'],
  ]);
  expect(audit[0]!.detail).toBe(`preview link until ${body.preview!.expiresAt}`);
  // The link is the caller's alone: no log line, and no audit entry, carries its signature.
  const signature = url.searchParams.get('mfp-preview')!;
  expect(api.log.lines().filter((line) => line.includes(signature))).toEqual([]);
  expect(JSON.stringify(audit)).not.toContain(signature);
});

it('lists the release as not live, and issues fresh links to it; never to the live one or an unknown one', async () => {
  await live('1.0.0');
  await publish('1.1.0');
  const listing = releasesAnswerSchema.parse(
    (await call(api.url, 'GET', deployApiPaths.releases('reviews'), { token })).body,
  );
  expect(listing.notLive).toEqual([expect.objectContaining({ version: '1.1.0', published: true, rollout: false })]);
  const fresh = await call(api.url, 'POST', deployApiPaths.previews('reviews'), {
    token,
    json: { version: '1.1.0', ttlMs: 2 * HOUR },
    // From anyone but a proxy TRUST_PROXY lists, forwarded headers name nothing.
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example.com' },
  });
  expect(fresh.status).toBe(200);
  const answer = previewAnswerSchema.parse(fresh.body);
  expect(answer.preview.url.startsWith(`${api.url}/reviews?mfp-preview=`)).toBe(true);
  expect(readPreview(new URL(answer.preview.url).searchParams.get('mfp-preview')!, key, Date.now()).status).toBe(
    'valid',
  );
  expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
    action: 'preview-link',
    result: 'ok',
    version: '1.1.0',
    detail: `preview link until ${answer.preview.expiresAt}`,
  });
  const refused = async (json: unknown) => {
    const answer = await call(api.url, 'POST', deployApiPaths.previews('reviews'), { token, json });
    return { status: answer.status, code: answer.body.error?.code };
  };
  expect(await refused({ version: '1.0.0' })).toEqual({ status: 400, code: 'preview-invalid' });
  expect(await refused({ version: '9.9.9' })).toEqual({ status: 404, code: 'version-unknown' });
  expect(await refused({ version: '1.1.0', ttlMs: 8 * 24 * HOUR })).toEqual({ status: 400, code: 'preview-invalid' });
});

it('uses the forwarded origin only from a trusted proxy', async () => {
  await api.close();
  api = await startDeployApi({ trustProxy: ['127.0.0.1'] });
  await api.register('reviews');
  ({ token } = await api.token({ kind: 'remote', remote: 'reviews' }));
  await live('1.0.0');
  const answer = await upload(api.url, 'reviews', await releaseArchive('reviews', { extra: { 'extra.js': '2' } }), {
    token,
    query: '?version=1.1.0&no-switch=1',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
  });
  expect(deployAnswerSchema.parse(answer.body).preview!.url).toMatch(
    /^https:\/\/shop\.example\.com\/reviews\?mfp-preview=/,
  );
});

describe('refused before the upload is read, changing nothing', () => {
  it('for a remote with no live release', async () => {
    const before = storeSnapshot(api);
    const answer = await publish('1.0.0');
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 409, code: 'rollout-conflict' });
    expect(answer.body.error?.message).toMatch(/reviews has no live release.*without --no-switch/);
    expect(storeSnapshot(api)).toEqual(before);
    expect((await api.store.control.readAudit({ limit: 1 }))[0]).toMatchObject({
      action: 'upload',
      result: 'refused',
      code: 'rollout-conflict',
    });
  });

  it('for a link lifetime out of bounds, naming --preview-ttl', async () => {
    await live('1.0.0');
    const before = storeSnapshot(api);
    const answer = await publish('1.1.0', '&preview-ttl=604800001');
    expect(answer.body.error).toMatchObject({
      code: 'preview-invalid',
      message: expect.stringMatching(/--preview-ttl/),
    });
    expect(storeSnapshot(api)).toEqual(before);
  });
});
