import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type S3TestServer } from '../testing/s3/startS3Server';
import { startWorkerWith, type Worker } from '../testing/startWorker';
import { createS3VersionFiles } from './createS3VersionFiles';
import { listKeys } from './s3Objects';
import { PUBLISH_STAGING_PREFIX } from './publishToBucket';

const WORKER = path.join(__dirname, '..', 'testing', 's3', 's3PublishWorker.ts');
const FILES = 300;
let server: S3TestServer;
let dist: string;
/** The workers' TMPDIR: where a publish stages its copy, and what a killed one leaves behind. */
let workerTmp: string;

beforeAll(async () => {
  server = await startS3Server();
  dist = await mkdtemp(path.join(tmpdir(), 'mfp-s3-killed-'));
  workerTmp = await mkdtemp(path.join(tmpdir(), 'mfp-s3-killed-tmp-'));
  // Images: no precompression to wait for, so the worker reaches its uploads at once.
  for (let index = 0; index < FILES; index++) await writeFile(path.join(dist, `${index}.png`), randomBytes(8_000));
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
  await rm(workerTmp, { recursive: true, force: true });
});

const publishing = (prefix: string) =>
  startWorkerWith(
    { env: { TMPDIR: workerTmp } },
    WORKER,
    server.endpoint,
    server.bucket,
    prefix,
    'catalog',
    '2.0.0',
    dist,
  );

/** Resolves once the worker printed an upload progress line: some objects are in the bucket, not all. */
async function uploading(worker: Worker): Promise<void> {
  let ended = false;
  const end = () => {
    ended = true;
  };
  worker.done.then(end, end);
  while (!/^ {2}uploaded \d+\//m.test(worker.stdout())) {
    if (ended) throw new Error(`the worker ended before uploading: ${worker.stdout()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a publish to S3 killed mid-upload', () => {
  it('leaves no visible version, and the next publish removes its objects and its staging copy and lands whole', async () => {
    const prefix = 'killed';
    const worker = publishing(prefix);
    await uploading(worker);
    worker.child.kill('SIGKILL');
    await expect(worker.done).rejects.toThrow('ended (SIGKILL)');
    expect(worker.stdout()).not.toContain('published');

    const bucket = { client: server.client(), name: server.bucket };
    const versionPrefix = `${prefix}/remotes/catalog/2.0.0/`;
    const left = await listKeys(bucket, versionPrefix);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(FILES);
    const files = createS3VersionFiles({ bucket: server.bucket, prefix, client: bucket.client });
    expect(await files.versionExists('catalog', '2.0.0')).toBe(false);
    expect(await files.listVersions('catalog')).toEqual([]);
    expect(await files.readVersionFile('catalog', '2.0.0', left[0]!.slice(versionPrefix.length))).toBeUndefined();

    // The killed publish's staging copy is still there: nothing ran to remove it.
    const staged = (await readdir(workerTmp)).filter((name) => name.startsWith(`${PUBLISH_STAGING_PREFIX}.`));
    expect(staged).toHaveLength(1);

    const second = publishing(prefix);
    const lines = (await second.done).split('\n');
    // At least what was listed: a put the server received whole before the kill may land a moment later.
    const removed = lines.map(
      (line) => /^ {2}removing (\d+) objects of catalog@2\.0\.0 left in s3:\/\//.exec(line)?.[1],
    );
    expect(Number(removed.find((count) => count !== undefined))).toBeGreaterThanOrEqual(left.length);
    expect(lines).toContain('published');
    expect(await files.listVersions('catalog')).toEqual(['2.0.0']);
    expect(await listKeys(bucket, versionPrefix)).toHaveLength(FILES);
    // Nothing either publish wrote on this machine outlives it (tsx keeps its compile cache there too: not ours).
    expect((await readdir(workerTmp)).filter((name) => name.startsWith('mfp-'))).toEqual([]);
    bucket.client.destroy();
    // A fresh Node with tsx takes seconds to start on a busy machine.
  }, 60_000);
});
