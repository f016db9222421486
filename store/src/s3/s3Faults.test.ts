import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import { buildFolders } from '../testing/contract/buildFolder';
import { startFaultProxy, type FaultProxy } from '../testing/s3/startFaultProxy';
import { startS3Server, type S3TestServer } from '../testing/s3/startS3Server';
import { StoreError } from '../StoreError';
import { createS3VersionFiles, type S3VersionFilesOptions } from './createS3VersionFiles';

/*
 * What an S3 endpoint does wrong in production, each against s3rver over HTTP, some through a fault proxy: every
 * failure the user can fix is one line naming the setting, and none leaves a version visible.
 */
let server: S3TestServer;
let proxy: FaultProxy;
const builds = buildFolders();
const quiet = { print: () => {} };
let prefixes = 0;

beforeAll(async () => {
  server = await startS3Server();
  proxy = await startFaultProxy(server.endpoint);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
  await builds.cleanup();
});

/** Version files on the test server (or through the proxy), under a prefix of their own. */
function files(options: Partial<S3VersionFilesOptions> & { via?: string; timeoutMs?: number; attempts?: number } = {}) {
  const { via = server.endpoint, timeoutMs, attempts, ...rest } = options;
  const client = server.client({ endpoint: via, requestTimeoutMs: timeoutMs, maxAttempts: attempts });
  const prefix = `faults-${prefixes++}`;
  return createS3VersionFiles({
    bucket: server.bucket,
    prefix,
    client,
    endpoint: `AWS_ENDPOINT_URL_S3=${via}`,
    ...rest,
  });
}

/** The same prefix read directly, past the proxy: what other readers see. */
const direct = (location: string) =>
  createS3VersionFiles({
    bucket: server.bucket,
    prefix: location.split('/').slice(3).join('/'),
    client: server.client(),
  });

async function failure(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  expect(error.message).not.toMatch(/\n/);
  return error;
}

/** The put of a version's record, the last request of a publish: failing it leaves every file uploaded. */
const recordPut = (method: string, path: string) => method === 'PUT' && path.includes('/published/');

const build = () => builds.make({ 'remoteEntry.js': 'entry', 'a.js': 'a', 'b.js': 'b', 'c.js': 'c' });

describe('S3 version files when the endpoint fails', () => {
  it('retries intermittent 503 (throttling) and 500 answers with backoff: the publish succeeds whole', async () => {
    const subject = files({ via: proxy.endpoint });
    const dist = await build();
    for (const [version, status] of [
      ['1.0.0', 503],
      ['1.0.1', 500],
    ] as const) {
      const before = proxy.faults;
      proxy.set({ kind: 'fail', status, every: 3 });
      await subject.publish('catalog', version, dist, quiet);
      proxy.set({ kind: 'pass' });
      // Every third request failed once, and each was retried: at least the six puts and the checks around them.
      expect(proxy.faults - before).toBeGreaterThanOrEqual(3);
      expect((await subject.readVersionFile('catalog', version, 'c.js'))?.toString()).toBe('c');
    }
    expect(await direct(subject.location).listVersions('catalog')).toEqual(['1.0.0', '1.0.1']);
    // The SDK backs off 0.5 s and more after a throttling answer: a few seconds in all.
  }, 20_000);

  it('gives up on an endpoint that keeps failing, naming the setting, with nothing visible', async () => {
    const subject = files({ via: proxy.endpoint, attempts: 2 });
    proxy.set({ kind: 'fail', status: 503, every: 1, when: recordPut });
    const error = await failure(subject.publish('catalog', '1.0.0', await build(), quiet));
    proxy.set({ kind: 'pass' });
    expect(error.kind).toBe('bucket-unreachable');
    expect(error.message).toMatch(/kept failing \(SlowDown 503 after 2 attempts\).*AWS_ENDPOINT_URL_S3/);
    expect(await direct(subject.location).versionExists('catalog', '1.0.0')).toBe(false);
  });

  it('bounds an endpoint that hangs by a timeout: a clear error in bounded time, nothing visible', async () => {
    const subject = files({ via: proxy.endpoint, timeoutMs: 300, attempts: 2 });
    proxy.set({ kind: 'hang', when: recordPut });
    const started = Date.now();
    const error = await failure(subject.publish('catalog', '1.0.0', await build(), quiet));
    proxy.set({ kind: 'pass' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.kind).toBe('bucket-unreachable');
    expect(error.message).toMatch(/did not answer in time.*AWS_ENDPOINT_URL_S3/);
    const reader = direct(subject.location);
    expect(await reader.versionExists('catalog', '1.0.0')).toBe(false);
    expect(await reader.listVersions('catalog')).toEqual([]);
    expect(await reader.readVersionFile('catalog', '1.0.0', 'a.js')).toBeUndefined();
  });

  it('names AWS_ENDPOINT_URL_S3 when nothing listens at the endpoint', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const subject = files({ via: `http://127.0.0.1:${closed}`, attempts: 2 });
    const error = await failure(subject.checkWritable());
    expect(error.kind).toBe('bucket-unreachable');
    expect(error.message).toMatch(/cannot connect to .*ECONNREFUSED.*AWS_ENDPOINT_URL_S3/);
  });
});

describe('S3 version files with bad settings', () => {
  it('refuses unknown credentials naming AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, never the secret', async () => {
    const secret = 'not-the-secret-0123456789';
    const client = server.client({ credentials: { accessKeyId: 'WRONGKEY', secretAccessKey: secret } });
    const subject = createS3VersionFiles({ bucket: server.bucket, prefix: 'denied', client });
    for (const attempt of [subject.checkWritable(), subject.publish('catalog', '1.0.0', await build(), quiet)]) {
      const error = await failure(attempt);
      expect(error.kind).toBe('bucket-denied');
      expect(error.message).toMatch(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
      expect(error.message).not.toContain(secret);
    }
  });

  it('refuses a missing bucket naming STORE_FILES_URL, before a build (checkWritable) and at publish', async () => {
    const subject = files({ bucket: 'no-such-bucket' });
    for (const attempt of [subject.checkWritable(), subject.publish('catalog', '1.0.0', await build(), quiet)]) {
      const error = await failure(attempt);
      expect(error.kind).toBe('bucket-missing');
      expect(error.message).toMatch(/STORE_FILES_URL=s3:\/\/no-such-bucket\/faults-\d+ does not exist/);
    }
  });
});
