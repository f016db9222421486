import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { RegistryDocument } from '@mfp/shared/registry';
import type { ReleaseRecords } from '../../records/ReleaseRecords';
import type { ReleasesFile } from '../../records/releasesFile';
import { StoreError } from '../../StoreError';

/** A fresh, empty instance for one test, how to break its releases the way a bad write or hand edit would, and cleanup. */
export interface ReleaseRecordsUnderTest {
  records: ReleaseRecords;
  /** Makes the stored releases unreadable (not valid, or not of the schema). */
  corruptReleases(): Promise<void>;
  /**
   * Makes every lease held now look like one of a killed process: its lock file stops being fresh, its database
   * session ends. The holders find out as they would then, on their own.
   */
  abandonLeases(): Promise<void>;
  cleanup(): Promise<void>;
}

const RELEASES: ReleasesFile = {
  remotes: {
    catalog: {
      title: 'Catalog',
      route: '/catalog',
      module: './App',
      live: '1.1.0',
      history: [
        {
          action: 'deploy',
          version: '1.0.0',
          at: '2026-01-31T10:00:00.000Z',
          contentHash: 'h1',
          user: 'ana',
          host: 'b',
        },
        {
          action: 'deploy',
          version: '1.1.0',
          at: '2026-01-31T10:05:00.000Z',
          contentHash: 'h2',
          user: 'ana',
          host: 'b',
        },
      ],
      hashes: { '1.0.0': 'i1', '1.1.0': 'i2' },
      integrity: { '1.1.0': { manifest: `sha384-${'m'.repeat(64)}`, entry: `sha384-${'e'.repeat(64)}` } },
      preload: {
        '1.1.0': {
          entry: 'remoteEntry.js',
          exposes: { './App': [{ path: 'app.0123abcd.js', integrity: `sha384-${'c'.repeat(64)}` }] },
        },
      },
      criticalPath: {
        '1.1.0': {
          gzipBytes: 5120,
          files: { 'mf-manifest.json': 620, 'remoteEntry.js': 3000, 'app.0123abcd.js': 1500 },
        },
      },
    },
  },
};

const registry = (version: string): RegistryDocument => ({
  remotes: [
    {
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      module: './App',
      version,
      entry: `http://store.test/remotes/catalog/${version}/mf-manifest.json`,
    },
  ],
});

/** The shortest staleness a folder lease takes, so a test's dead holder is found out within a second. */
const LEASE = { staleMs: 2000 };

/** Resolves after the other tasks of the event loop had their turn, so work that could overlap does. */
const yieldTurns = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * What every implementation of `ReleaseRecords` must do, run over `make` (called once per test, its `cleanup` after).
 * Future implementations (a database) call this unchanged from their own test file.
 */
export function describeReleaseRecordsContract(name: string, make: () => Promise<ReleaseRecordsUnderTest>): void {
  describe(`ReleaseRecords contract: ${name}`, () => {
    let subject: ReleaseRecordsUnderTest;
    let records: ReleaseRecords;

    beforeEach(async () => {
      subject = await make();
      records = subject.records;
    });
    afterEach(() => subject.cleanup());

    it('starts with no releases, no registry and writes allowed', async () => {
      expect(await records.readReleases()).toEqual({ remotes: {} });
      const read = await records.readRegistry();
      expect(read.kind).toBe('missing');
      expect(read.kind === 'missing' && read.location.length > 0).toBe(true);
      await expect(records.checkWritable()).resolves.toBeUndefined();
    });

    it('reads back the releases it wrote, and the last write wins', async () => {
      await records.writeReleases(RELEASES);
      expect(await records.readReleases()).toEqual(RELEASES);
      const next = structuredClone(RELEASES);
      next.remotes.catalog!.live = '1.0.0';
      next.remotes.catalog!.history.push({
        action: 'rollback',
        version: '1.0.0',
        at: '2026-01-31T10:10:00.000Z',
        contentHash: 'h1',
        user: 'ana',
        host: 'b',
      });
      await records.writeReleases(next);
      expect(await records.readReleases()).toEqual(next);
    });

    it('reports corrupt releases as releases-corrupt', async () => {
      await records.writeReleases(RELEASES);
      await subject.corruptReleases();
      const error = await records.readReleases().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(StoreError);
      expect(error instanceof StoreError && error.kind).toBe('releases-corrupt');
    });

    it('switches the registry: each read finds the whole of one written document', async () => {
      await records.writeRegistry(registry('1.0.0'));
      const first = await records.readRegistry();
      expect(first.kind === 'found' && JSON.parse(first.bytes.toString())).toEqual(registry('1.0.0'));
      const writes = ['1.0.1', '1.0.2', '1.0.3'].map((version) => records.writeRegistry(registry(version)));
      const reads = [0, 1, 2].map(() => records.readRegistry());
      await Promise.all(writes);
      for (const read of await Promise.all(reads)) {
        expect(read.kind).toBe('found');
        const document: unknown = read.kind === 'found' && JSON.parse(read.bytes.toString());
        expect(['1.0.0', '1.0.1', '1.0.2', '1.0.3'].map(registry)).toContainEqual(document);
      }
      // Racing writes (no lock) leave one of them whole; a write after them all is what readers find next.
      const raced = await records.readRegistry();
      expect(['1.0.1', '1.0.2', '1.0.3'].map(registry)).toContainEqual(
        raced.kind === 'found' && JSON.parse(raced.bytes.toString()),
      );
      await records.writeRegistry(registry('1.0.4'));
      const last = await records.readRegistry();
      expect(last.kind === 'found' && JSON.parse(last.bytes.toString())).toEqual(registry('1.0.4'));
    });

    it('names each registry document by a revision: the same until the next switch, polled without reading', async () => {
      expect(await records.registryRevision()).toBeUndefined();
      const revisions: string[] = [];
      for (const version of ['1.0.0', '1.0.1', '1.0.2']) {
        await records.writeRegistry(registry(version));
        const read = await records.readRegistry();
        if (read.kind !== 'found') throw new Error('the registry just written is missing');
        expect(JSON.parse(read.bytes.toString())).toEqual(registry(version));
        expect(await records.registryRevision()).toBe(read.revision);
        expect((await records.readRegistry()).kind === 'found' && (await records.readRegistry())).toMatchObject({
          revision: read.revision,
        });
        revisions.push(read.revision);
      }
      expect(new Set(revisions).size).toBe(3);
    });

    it('lets a reader watch for switches and stop watching (notifications are hints: any number may arrive)', async () => {
      let calls = 0;
      const watch = await records.watchRegistry(() => (calls += 1));
      await records.writeRegistry(registry('1.0.0'));
      await watch.close();
      const after = calls;
      await records.writeRegistry(registry('1.0.1'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toBe(after);
    });

    it('serialises work under the lock, passes its result and error through, and lets go after either', async () => {
      const log: string[] = [];
      const work = (id: string) => async () => {
        log.push(`start ${id}`);
        await yieldTurns();
        log.push(`end ${id}`);
        return id;
      };
      const results = await Promise.all([records.withLock(work('a')), records.withLock(work('b'))]);
      expect(results).toEqual(['a', 'b']);
      expect(log).toHaveLength(4);
      expect(log[0]!.replace('start', 'end')).toBe(log[1]);
      expect(log[2]!.replace('start', 'end')).toBe(log[3]);
      await expect(
        records.withLock(() => {
          throw new Error('work failed');
        }),
      ).rejects.toThrow('work failed');
      await expect(records.withLock(() => 'free again', { waitMs: 2000 })).resolves.toBe('free again');
    });

    it('serialises work on one remote, and never makes another remote wait', async () => {
      const log: string[] = [];
      const work = (id: string) => async () => {
        log.push(`start ${id}`);
        await yieldTurns();
        log.push(`end ${id}`);
      };
      await Promise.all([records.withRemoteLock('catalog', work('a')), records.withRemoteLock('catalog', work('b'))]);
      expect(log[0]!.replace('start', 'end')).toBe(log[1]);
      // Holding catalog's lock, the lock of checkout is taken at once.
      const nested = await records.withRemoteLock('catalog', () =>
        records.withRemoteLock('checkout', () => 'both held', { waitMs: 0 }),
      );
      expect(nested).toBe('both held');
    });

    it('gives a lease to one holder at a time, at once to the others, and again once let go', async () => {
      const first = await records.tryLease('rollout-analysis', LEASE);
      expect(first?.held()).toBe(true);
      expect(await records.tryLease('rollout-analysis', LEASE)).toBeUndefined();
      const other = await records.tryLease('other-work', LEASE);
      expect(other?.held()).toBe(true);
      await first!.release();
      expect(first!.held()).toBe(false);
      const next = await records.tryLease('rollout-analysis', LEASE);
      expect(next?.held()).toBe(true);
      await Promise.all([next!.release(), other!.release()]);
    });

    it('lets another process take over the lease of a holder that died, which then finds it lost', async () => {
      const dead = await records.tryLease('rollout-analysis', LEASE);
      expect(dead?.held()).toBe(true);
      await subject.abandonLeases();
      // Bounded by jest's timeout: the holder learns at its next refresh (folder) or at once (its session ended).
      let taken = await records.tryLease('rollout-analysis', LEASE);
      while (!taken) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        taken = await records.tryLease('rollout-analysis', LEASE);
      }
      while (dead!.held()) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(taken.held()).toBe(true);
      await dead!.release();
      expect(taken.held()).toBe(true);
      await taken.release();
    });

    it('refuses a remote name that cannot be one', async () => {
      const error = await records
        .withRemoteLock('../catalog', () => 'ran')
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(StoreError);
      expect(error instanceof StoreError && error.kind).toBe('invalid-location');
    });
  });
}
