import { pageDataFromHtml } from '@mfp/shared/page';
import type { AlternateRelease, StoredRegistryDocument } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from './hostServer';
import { previewKeyOf, signPreview } from './previews/previewLink';
import { fakeStoredRegistry, type FakeStoredRegistry } from './registry/testing/fakeStoredRegistry';
import { captureLog, makeTempDir, TEST_DIGEST_SECRET, writeFiles, type CapturedLog } from './testing/fixtures';

const release = (version: string): AlternateRelease => ({
  version,
  entry: `http://localhost:3100/remotes/catalog/${version}/mf-manifest.json`,
});
const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const plain = { remotes: [catalog, cart] };
const withRollout: StoredRegistryDocument = {
  remotes: [{ ...catalog, rollout: { share: 50, release: release('2.0.0') }, previews: [release('3.0.0')] }, cart],
};
// Buckets of catalog 2.0.0 (visitors/cohortBucket.test.ts): 0, 31 (under 50) and 74.
const cookie = (cohort: string) => ({ cookie: `mfp-cohort=${cohort}`, accept: 'text/html' });
const [A, B, D] = ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB', 'DDDDDDDDDDDDDDDDDDDDDD'];
const key = previewKeyOf(TEST_DIGEST_SECRET);
const link = (version: string, expiresAt = Date.now() + 60_000) =>
  encodeURIComponent(signPreview({ remote: 'catalog', version, expiresAt }, key));

describe('host server: the registry per visitor (rollout cohorts, preview links)', () => {
  let app: FastifyInstance;
  let source: FakeStoredRegistry;
  let log: CapturedLog;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    const temp = await makeTempDir('visitors');
    remove = temp.remove;
    await writeFiles(temp.dir, { 'index.html': '<!doctype html><title>host</title><div id="root"></div>' });
    source = fakeStoredRegistry(withRollout);
    log = captureLog();
    app = createHostServer({
      hostDist: temp.dir,
      registry: source,
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      trustProxy: ['127.0.0.1'],
      logger: { stream: log },
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await remove();
  });

  const pageOf = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({ url, headers });
    return { response, data: pageDataFromHtml(response.body) };
  };
  const versionsOf = async (headers: Record<string, string>, url = '/registry.json') =>
    (await app.inject({ url, headers })).json<{ remotes: Record<string, unknown>[] }>().remotes;

  it("serves each cohort its side of the rollout, in the page's entry and in /registry.json, and never the rollout", async () => {
    const on = await pageOf('/catalog', cookie(A));
    const off = await pageOf('/catalog', cookie(D));
    expect(on.data?.registry).toEqual({
      remotes: [expect.objectContaining({ version: '2.0.0', previous: expect.objectContaining({ version: '1.0.0' }) })],
    });
    expect(off.data?.registry).toEqual({ remotes: [catalog] });
    const registries = [await versionsOf(cookie(A)), await versionsOf(cookie(D))];
    expect(registries.map((remotes) => remotes[0]?.version)).toEqual(['2.0.0', '1.0.0']);
    expect(JSON.stringify(registries)).not.toMatch(/rollout|previews|3\.0\.0/);
  });

  it('says the answers depend on the cookie, keeps them private, and sets no cookie on a visitor who has one', async () => {
    for (const url of ['/catalog', '/registry.json']) {
      const response = await app.inject({ url, headers: cookie(A) });
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('gives a visitor without a cohort, or with a malformed one, a new one that the same answer already uses', async () => {
    for (const headers of [{ accept: 'text/html' }, { accept: 'text/html', cookie: 'mfp-cohort=forged' }]) {
      const response = await app.inject({ url: '/registry.json', headers });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^mfp-cohort=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      const cohort = /^mfp-cohort=([^;]+)/.exec(setCookie)?.[1] ?? '';
      expect(response.json()).toEqual({ remotes: await versionsOf(cookie(cohort)) });
    }
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted balancer', async () => {
    const response = await app.inject({
      url: '/catalog',
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('shares one page and one registry answer between visitors on the same side: keyed on releases, not cookies', async () => {
    const [a, b] = [
      await app.inject({ url: '/catalog', headers: cookie(A) }),
      await app.inject({ url: '/catalog', headers: cookie(B) }),
    ];
    expect(a.headers.etag).toBe(b.headers.etag);
    const d = await app.inject({ url: '/catalog', headers: cookie(D) });
    expect(d.headers.etag).not.toBe(a.headers.etag);
    const registryEtags = await Promise.all(
      [A, B, D].map(
        async (cohort) => (await app.inject({ url: '/registry.json', headers: cookie(cohort) })).headers.etag,
      ),
    );
    expect(registryEtags[0]).toBe(registryEtags[1]);
    expect(registryEtags[2]).not.toBe(registryEtags[0]);
  });

  it('serves a registry without rollouts or previews byte for byte, with no cookie and no Vary on it', async () => {
    source.switchTo(plain);
    await app.close();
    app = createHostServer({
      hostDist: '/nonexistent',
      registry: source,
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      logger: false,
    });
    await app.ready();
    const response = await app.inject({ url: '/registry.json' });
    expect(response.body).toBe(JSON.stringify(plain));
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/cookie/i);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("shows a valid link's release, whatever the side, and tells the page for its banner", async () => {
    const { data } = await pageOf(`/catalog?mfp-preview=${link('3.0.0')}`, cookie(D));
    expect(data?.preview).toEqual({ status: 'valid', remote: 'catalog', version: '3.0.0' });
    expect(data?.registry).toEqual({ remotes: [expect.objectContaining({ version: '3.0.0' })] });
    const remotes = await versionsOf(cookie(A), `/registry.json?mfp-preview=${link('3.0.0')}`);
    expect(remotes[0]?.version).toBe('3.0.0');
  });

  it.each([
    ['altered', () => link('3.0.0').replace('3.0.0', '2.0.0'), { reason: 'altered' }],
    ['expired', () => link('3.0.0', Date.now() - 1), { reason: 'expired' }],
    ['malformed', () => 'nonsense', { reason: 'malformed' }],
    ['not offered', () => link('9.9.9'), { reason: 'not-offered', remote: 'catalog', version: '9.9.9' }],
  ])(
    'refuses the link when %s: the banner says why and the page serves nothing of it',
    async (_case, value, refusal) => {
      const { data } = await pageOf(`/catalog?mfp-preview=${value()}`, cookie(D));
      expect(data?.preview).toEqual({ status: 'refused', ...refusal });
      expect(data?.registry).toEqual({ remotes: [catalog] });
    },
  );

  it("never logs a link's value: remote, version and outcome only", async () => {
    const value = link('3.0.0');
    await pageOf(`/catalog?mfp-preview=${value}`, cookie(D));
    await pageOf(`/catalog?mfp-preview=${link('3.0.0', 1)}`, cookie(D));
    const lines = log.records().filter((record) => record.event === 'preview');
    expect(lines).toEqual([
      expect.objectContaining({ outcome: 'valid', remote: 'catalog', version: '3.0.0' }),
      expect.objectContaining({ outcome: 'expired' }),
    ]);
    expect(JSON.stringify(log.records())).not.toContain(decodeURIComponent(value).split('~')[3]);
  });
});
