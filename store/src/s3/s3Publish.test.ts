import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { CACHE_CONTROL } from '../files/cacheClass';
import { buildFolders } from '../testing/contract/buildFolder';
import { startS3Server, type S3TestServer } from '../testing/s3/startS3Server';
import { createS3VersionFiles } from './createS3VersionFiles';
import { listKeys } from './s3Objects';

/* Publishing to s3rver over HTTP: what each object is stored with, interrupted publishes, concurrent ones. */
let server: S3TestServer;
let client: S3Client;
const builds = buildFolders();
const BIG_SCRIPT = `export const text = ${JSON.stringify('a'.repeat(4096))};\n`;
let prefixes = 0;

beforeAll(async () => {
  server = await startS3Server();
  client = server.client();
});
afterAll(async () => {
  client.destroy();
  await server.close();
  await builds.cleanup();
});

function subject() {
  const prefix = `publish-${prefixes++}`;
  return { prefix, files: createS3VersionFiles({ bucket: server.bucket, prefix, client, concurrency: 3 }) };
}
const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key }));

describe('S3 version files, publishing', () => {
  it('stores each file with its Content-Type and immutable Cache-Control; siblings keep the type, with an encoding', async () => {
    const { prefix, files } = subject();
    const dist = await builds.make({ 'remoteEntry.js': BIG_SCRIPT, 'mf-manifest.json': '{}', 'logo.png': 'png' });
    const lines: string[] = [];
    await files.publish('catalog', '1.0.0', dist, { print: (line) => lines.push(line) });
    const key = (file: string) => `${prefix}/remotes/catalog/1.0.0/${file}`;
    const expected = {
      'remoteEntry.js': ['text/javascript; charset=utf-8', undefined],
      'remoteEntry.js.br': ['text/javascript; charset=utf-8', 'br'],
      'remoteEntry.js.gz': ['text/javascript; charset=utf-8', 'gzip'],
      'mf-manifest.json': ['application/json; charset=utf-8', undefined],
      'logo.png': ['image/png', undefined],
    };
    for (const [file, [type, encoding]] of Object.entries(expected)) {
      const object = await head(key(file));
      expect({ file, type: object.ContentType, encoding: object.ContentEncoding, cache: object.CacheControl }).toEqual({
        file,
        type,
        encoding,
        cache: CACHE_CONTROL.immutable,
      });
    }
    expect(lines.at(-1)).toMatch(/^ {2}uploaded 5\/5 files, ([\d.]+) kB of \1 kB$/);
  });

  it('leaves no visible version when killed before its record, and the next publish replaces the leftovers', async () => {
    const { prefix, files } = subject();
    // What a publish killed midway leaves: some of its files, and no record. One is a file the next build lacks.
    for (const file of ['remoteEntry.js', 'stale-chunk.js'])
      await client.send(
        new PutObjectCommand({ Bucket: server.bucket, Key: `${prefix}/remotes/catalog/1.0.0/${file}`, Body: 'old' }),
      );
    expect(await files.versionExists('catalog', '1.0.0')).toBe(false);
    expect(await files.listVersions('catalog')).toEqual([]);
    expect(await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js')).toBeUndefined();

    const lines: string[] = [];
    const dist = await builds.make({ 'remoteEntry.js': 'new', 'chunk.js': 'chunk' });
    await files.publish('catalog', '1.0.0', dist, { print: (line) => lines.push(line) });
    expect(lines).toContain(
      `  removing 2 objects of catalog@1.0.0 left in s3://${server.bucket}/${prefix} by an interrupted publish`,
    );
    expect((await files.readVersionFile('catalog', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('new');
    expect(await files.readVersionFile('catalog', '1.0.0', 'stale-chunk.js')).toBeUndefined();
    expect(await files.listVersions('catalog')).toEqual(['1.0.0']);
    expect(await listKeys({ client, name: server.bucket }, `${prefix}/remotes/`)).toEqual(
      ['chunk.js', 'remoteEntry.js'].map((file) => `${prefix}/remotes/catalog/1.0.0/${file}`),
    );
  });

  it('lands two publishes of different remotes at once, from two clients as two deploys would be', async () => {
    const { prefix } = subject();
    const other = server.client();
    const deploys = [client, other].map((each) =>
      createS3VersionFiles({ bucket: server.bucket, prefix, client: each }),
    );
    const dist = (name: string) =>
      builds.make(Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`${index}.js`, `${name} ${index}`])));
    await Promise.all([
      deploys[0]!.publish('catalog', '1.0.0', await dist('catalog'), { print: () => {} }),
      deploys[1]!.publish('checkout', '2.0.0', await dist('checkout'), { print: () => {} }),
    ]);
    other.destroy();
    const reader = deploys[0]!;
    expect(await reader.listVersions('catalog')).toEqual(['1.0.0']);
    expect(await reader.listVersions('checkout')).toEqual(['2.0.0']);
    expect((await reader.readVersionFile('catalog', '1.0.0', '11.js'))?.toString()).toBe('catalog 11');
    expect((await reader.readVersionFile('checkout', '2.0.0', '11.js'))?.toString()).toBe('checkout 11');
  });
});
