import { REMOTE_NAME_RULE, ROUTE_RULE } from '@mfp/shared/registry';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { releaseVersion } from '../releases/releaseVersion';
import { refreshRegistry } from '../releases/updateReleases';
import { buildFolders } from '../testing/contract/buildFolder';
import { StoreError } from '../StoreError';
import { release, remoteWith } from '../testing/releases';
import { registerRemote } from './registerRemote';
import { remoteDescription } from './remoteDescription';

const now = new Date('2026-11-25T10:00:00.000Z');
const context = { now, by: 'ana@build-1' };
const reviews = { name: 'reviews', route: '/reviews', title: 'Reviews' };

async function refusal(promise: Promise<unknown>): Promise<{ kind: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return { kind: error.kind, message: error.message };
}

describe('registerRemote', () => {
  let dir: string;
  let store: FolderStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'register-remote-'));
    store = createFolderStore({ dir });
    await store.writeReleases({ remotes: { catalog: remoteWith('catalog', [release('deploy', '1.0.0')]) } });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('registers a remote with ./App by default, and audits it', async () => {
    const registration = await registerRemote(store, reviews, context);
    expect(registration).toEqual({
      ...reviews,
      module: './App',
      registeredAt: now.toISOString(),
      registeredBy: 'ana@build-1',
    });
    expect(await store.control.listRegistrations()).toEqual([registration]);
    expect(await store.control.readAudit()).toEqual([
      {
        at: now.toISOString(),
        action: 'register',
        result: 'ok',
        remote: 'reviews',
        detail: 'route /reviews, title "Reviews", module ./App, by ana@build-1',
      },
    ]);
  });

  it('leaves the registry to the releases: a registered remote is listed from its first deploy on', async () => {
    const builds = buildFolders();
    try {
      await registerRemote(store, reviews, context);
      await refreshRegistry(store, 'http://store.test');
      const listed = async () => {
        const read = await store.readRegistry();
        if (read.kind !== 'found') throw new Error('no registry');
        return (JSON.parse(read.bytes.toString()) as { remotes: { name: string }[] }).remotes;
      };
      expect((await listed()).map((remote) => remote.name)).toEqual(['catalog']);
      const description = await remoteDescription(store, 'reviews');
      if (!description) throw new Error('reviews is not described');
      const outcome = await releaseVersion(store, {
        remote: 'reviews',
        release: release('deploy', '1.0.0'),
        storePublicUrl: 'http://store.test',
        description,
        build: { distDir: await builds.make({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'x' }), print: () => {} },
      });
      expect(outcome.kind).toBe('switched');
      expect(await listed()).toMatchObject([
        { name: 'catalog' },
        { name: 'reviews', route: '/reviews', title: 'Reviews', module: './App', version: '1.0.0' },
      ]);
    } finally {
      await builds.cleanup();
    }
  });

  it.each([
    [{ ...reviews, name: 'Reviews' }, /"Reviews" cannot be a remote's name/],
    [{ ...reviews, name: 'host' }, /"host" cannot be a remote's name/],
    [{ ...reviews, route: 'reviews' }, /"reviews" cannot be a remote's route/],
    [{ ...reviews, route: '/reviews/all' }, /cannot be a remote's route/],
    [{ ...reviews, route: '/healthz' }, /cannot be a remote's route/],
    [{ ...reviews, route: '/metrics' }, /cannot be a remote's route/],
    [{ ...reviews, title: '' }, /cannot be a remote's title/],
    [{ ...reviews, title: 'x'.repeat(61) }, /cannot be a remote's title/],
    [{ ...reviews, title: 'Re\u001b[2Jviews' }, /cannot be a remote's title/],
    [{ ...reviews, title: ' Reviews' }, /cannot be a remote's title/],
    [{ ...reviews, module: 'App' }, /"App" cannot be a remote's module/],
  ])('refuses %j as registration-invalid, storing nothing', async (asked, message) => {
    const error = await refusal(registerRemote(store, asked, context));
    expect(error.kind).toBe('registration-invalid');
    expect(error.message).toMatch(message);
    expect(await store.control.listRegistrations()).toEqual([]);
    expect(await store.control.readAudit()).toEqual([]);
  });

  it('words the name and route rules as the registry does', async () => {
    expect((await refusal(registerRemote(store, { ...reviews, name: 'Reviews' }, context))).message).toBe(
      `"Reviews" cannot be a remote's name: use ${REMOTE_NAME_RULE}, other than "host", the host's own.`,
    );
    expect((await refusal(registerRemote(store, { ...reviews, route: 'reviews' }, context))).message).toBe(
      `"reviews" cannot be a remote's route: use ${ROUTE_RULE}.`,
    );
  });

  it('refuses a name or route taken by a registration or by a remote with releases, as remote-exists', async () => {
    await registerRemote(store, reviews, context);
    const cases = [
      [{ ...reviews, route: '/other' }, /remote named reviews exists already \(it has a registration\)/],
      [{ ...reviews, name: 'reviews2' }, /route \/reviews is taken by remote reviews/],
      [{ name: 'catalog', route: '/shop', title: 'Shop' }, /remote named catalog exists already \(it has releases\)/],
      [{ name: 'shop', route: '/catalog', title: 'Shop' }, /route \/catalog is taken by remote catalog/],
    ] as const;
    for (const [asked, message] of cases) {
      const error = await refusal(registerRemote(store, asked, context));
      expect(error).toMatchObject({ kind: 'remote-exists' });
      expect(error.message).toMatch(message);
    }
    expect(await store.control.listRegistrations()).toHaveLength(1);
    expect(await store.control.readAudit()).toHaveLength(1);
  });

  it('lets one of two registrations of the same name at once win', async () => {
    const results = await Promise.allSettled([
      registerRemote(store, reviews, context),
      registerRemote(store, { ...reviews, route: '/reviews-two' }, context),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await store.control.listRegistrations()).toHaveLength(1);
  });
});

describe('remoteDescription', () => {
  let dir: string;
  let store: FolderStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'remote-description-'));
    store = createFolderStore({ dir });
    await store.writeReleases({ remotes: { catalog: remoteWith('catalog', [release('deploy', '1.2.0')]) } });
    await registerRemote(store, reviews, context);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('describes a remote from its releases, else from its registration, else not at all', async () => {
    expect(await remoteDescription(store, 'catalog')).toEqual({ title: 'catalog', route: '/catalog', module: './App' });
    expect(await remoteDescription(store, 'reviews')).toEqual({ title: 'Reviews', route: '/reviews', module: './App' });
    expect(await remoteDescription(store, 'search')).toBeUndefined();
    expect(await remoteDescription(store, 'constructor')).toBeUndefined();
  });
});
