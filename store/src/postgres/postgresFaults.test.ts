import { describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo } from 'node:net';
import type { RegistryDocument } from '@mfp/shared/registry';
import { StoreLockError } from '../records/withStoreLock';
import { StoreError } from '../StoreError';
import { remoteWith, release } from '../testing/releases';
import { createPostgresRecords } from './createPostgresRecords';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';

const server = postgresForThisFile();

const registry = (version: string): RegistryDocument => ({
  remotes: [{ name: 'catalog', title: 'Catalog', route: '/catalog', module: './App', version, entry: `x/${version}` }],
});
const RELEASES = { remotes: { catalog: remoteWith('catalog', [release('deploy', '1.0.0')]) } };

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );

async function opened() {
  const url = await server.createDatabase();
  const records = createPostgresRecords(url);
  await records.checkWritable();
  return { url, records, database: new URL(url).pathname.slice(1) };
}

/** Ends the connections of `database` that sit in a transaction: the one a switch is running on. */
const cutTransactions = (database: string) =>
  server.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'",
    [database],
  );

describe('records in PostgreSQL, when things go wrong', () => {
  it.each([
    ['a wrong password', (url: URL) => (url.password = 'wrong'), 'records-denied', /refused the credentials/],
    ['an unknown user', (url: URL) => (url.username = 'nobody'), 'records-denied', /refused the credentials/],
    ['a missing database', (url: URL) => (url.pathname = '/nowhere'), 'records-missing', /has no database "nowhere"/],
    ['a server that is not there', (url: URL) => (url.port = '1'), 'records-unreachable', /is unreachable/],
  ])(
    'says in one line what is wrong with %s, naming STORE_RECORDS_URL and never the password',
    async (_, change, kind, says) => {
      const url = new URL(server.url());
      change(url);
      const records = createPostgresRecords(url.href);
      const error = await failure(records.readReleases());
      await records.close();
      expect(error).toBeInstanceOf(StoreError);
      expect(error instanceof StoreError && error.kind).toBe(kind);
      const message = error instanceof Error ? error.message : '';
      expect(message).toMatch(says);
      expect(message).toContain('STORE_RECORDS_URL');
      expect(message).not.toContain('\n');
      expect(message).not.toContain('mfp-test-password');
    },
  );

  it('says a server that accepts connections and never answers is unreachable, after the pool waits 5 s', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const records = createPostgresRecords(`postgres://postgres:secret@127.0.0.1:${port}/mfp`);
    const error = await failure(records.registryRevision());
    await records.close();
    silent.close();
    expect(error instanceof StoreError && error.kind).toBe('records-unreachable');
    expect(error instanceof Error && error.message).toMatch(
      /^PostgreSQL at postgres:\/\/127\.0\.0\.1:\d+\/mfp is unreachable/,
    );
  }, 15_000);

  it('leaves nothing half-written when the connection is cut in the middle of a switch', async () => {
    const { records, database } = await opened();
    await records.withLock(async () => {
      await records.writeReleases(RELEASES);
      await records.writeRegistry(registry('1.0.0'));
    });
    const revision = await records.registryRevision();
    const next = structuredClone(RELEASES);
    next.remotes.catalog = remoteWith('catalog', [release('deploy', '1.0.0'), release('deploy', '2.0.0', 1)]);
    const error = await failure(
      records.withLock(async () => {
        await records.writeReleases(next);
        await cutTransactions(database);
        await records.writeRegistry(registry('2.0.0'));
      }),
    );
    expect(error instanceof StoreError && error.kind).toBe('records-unreachable');
    expect(await records.readReleases()).toEqual(RELEASES);
    expect(await records.registryRevision()).toBe(revision);
    // The lock went with the connection: the next switch takes it at once.
    await records.withLock(() => records.writeReleases(next), { waitMs: 0 });
    expect((await records.readReleases()).remotes.catalog?.live).toBe('2.0.0');
    await records.close();
  });

  it('finds a switch made while its listener was cut off by the revision, and listens again', async () => {
    const { records, database } = await opened();
    await records.writeRegistry(registry('1.0.0'));
    const seen = await records.registryRevision();
    let calls = 0;
    const watch = await records.watchRegistry(() => (calls += 1));
    await server.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE $2', [
      database,
      'LISTEN%',
    ]);
    await records.writeRegistry(registry('1.0.1'));
    expect(await records.registryRevision()).not.toBe(seen);
    // Back on the channel, the watch says a switch may have been missed, then hears the next one.
    const until = async (count: number) => {
      for (let waited = 0; calls < count && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    };
    await until(1);
    expect(calls).toBeGreaterThanOrEqual(1);
    const before = calls;
    await records.writeRegistry(registry('1.0.2'));
    await until(before + 1);
    expect(calls).toBe(before + 1);
    await watch.close();
    await records.close();
  });

  it("fails a deploy whose remote lock's connection was cut, saying another process may have worked meanwhile", async () => {
    const { records, database } = await opened();
    const error = await failure(
      records.withRemoteLock('catalog', async () => {
        await server.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE $2',
          [database, '%pg_try_advisory_lock%'],
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        return 'done';
      }),
    );
    expect(error).toBeInstanceOf(StoreLockError);
    expect(error instanceof StoreLockError && error.problem).toBe('lost');
    expect(error instanceof Error && error.message).toMatch(/was lost while this process held it/);
    // The lock went with the connection: the next deploy takes it at once.
    await expect(records.withRemoteLock('catalog', () => 'next', { waitMs: 0 })).resolves.toBe('next');
    await records.close();
  });

  it('serialises two deploys of one remote, telling the second what it waits for and when it gives up', async () => {
    const { records } = await opened();
    const other = createPostgresRecords((await opened()).url);
    let letGo = () => {};
    const holding = new Promise<void>((resolve) => (letGo = resolve));
    const first = records.withRemoteLock('catalog', () => holding);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const printed: string[] = [];
    const error = await failure(
      records.withRemoteLock('catalog', () => 'ran', { waitMs: 300, print: (line) => printed.push(line) }),
    );
    expect(printed).toEqual([
      expect.stringMatching(
        /^waiting for the lock of remote catalog in the records at postgres:\/\/127\.0\.0\.1:\d+\/\w+, which another process holds/,
      ),
    ]);
    expect(error).toBeInstanceOf(StoreLockError);
    expect(error instanceof Error && error.message).toMatch(
      /still held by another process after 0\.3 s \(advisory lock mfp:remote:catalog\)\. Let that process finish, then retry/,
    );
    const second = records.withRemoteLock('catalog', () => 'second ran');
    letGo();
    await first;
    expect(await second).toBe('second ran');
    await other.close();
    await records.close();
  });
});
