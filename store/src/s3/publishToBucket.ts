import { PutObjectCommand } from '@aws-sdk/client-s3';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_CONTROL } from '../files/cacheClass';
import { contentHash, listFiles } from '../files/contentHash';
import { makeOwnedTempDir } from '../files/ownedTempDir';
import { precompress } from '../files/precompress';
import type { PublishOptions } from '../files/VersionFiles';
import { StoreError } from '../StoreError';
import type { PublishRecord } from './publishRecord';
import { codeOf, statusOf } from './s3Failure';
import type { S3Keys } from './s3Keys';
import { deleteKeys, listKeys, objectExists, type Bucket } from './s3Objects';
import { uploadFiles } from './uploadFiles';

export interface BucketStore {
  bucket: Bucket;
  keys: S3Keys;
  /** `s3://bucket/prefix`, for messages. */
  location: string;
  concurrency: number;
}

/** The staging folders of publishes to a bucket, in the system's temporary folder: one killed is removed by the next. */
export const PUBLISH_STAGING_PREFIX = 'mfp-publish';

/** A server that honours `If-None-Match: *` answers 412 (AWS, MinIO) or 409 (a concurrent conditional write on AWS). */
const lostTheRace = (error: unknown) =>
  statusOf(error) === 412 || ['PreconditionFailed', 'ConditionalRequestConflict'].includes(codeOf(error));

/** Copies the build into `staging` without the excluded names, and precompresses it there. */
async function stageBuild(distDir: string, staging: string, exclude: readonly string[], print: (line: string) => void) {
  const left = new Set(exclude);
  await cp(distDir, staging, { recursive: true, filter: (source) => !left.has(path.basename(source)) });
  // Its summary only, as the folder store prints it: one line per compressed file would drown the progress.
  await precompress(staging, (line) => {
    if (!line.startsWith(' ')) print(`  ${line}`);
  });
}

/**
 * Puts the record that makes a version exist, unless another publish put it first: `alreadyPublished` is then what is
 * thrown, on servers that honour `If-None-Match: *`.
 */
async function putRecord(bucket: Bucket, recordKey: string, record: PublishRecord, alreadyPublished: () => Error) {
  try {
    await bucket.client.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: recordKey,
        Body: JSON.stringify(record),
        ContentType: 'application/json; charset=utf-8',
        // Not a file browsers load (it is outside remotes/), and the one object a publish may be refused over.
        CacheControl: CACHE_CONTROL.revalidate,
        IfNoneMatch: '*',
      }),
    );
  } catch (error) {
    if (lostTheRace(error)) throw alreadyPublished();
    throw error;
  }
}

/**
 * Publishes a build to a bucket: refused when the version's record exists; else the objects an interrupted publish
 * left under the version are removed, the build is staged locally (excluded names left out) and precompressed, its
 * files uploaded, and the record put last, which is what makes the version exist (`versionExists`, `listVersions`).
 * A publish killed or failing before the record leaves objects no reader sees, which the next publish removes, and a
 * staging folder in the system's temporary folder, which the next publish on the machine removes (`makeOwnedTempDir`).
 *
 * The record is put with `If-None-Match: *`, so on servers that honour it (AWS S3, R2, MinIO) a concurrent publish
 * of the same version from another machine loses at the record and is refused. s3rver, which the tests run, ignores
 * the header and overwrites: there, the check before the upload and the callers' remote lock (`withRemoteLock`) are
 * what keep a version immutable, and within one process publishes of one version are serialised by the caller of this.
 */
export async function publishToBucket(
  store: BucketStore,
  remote: string,
  version: string,
  distDir: string,
  { exclude = [], print = console.log }: PublishOptions = {},
): Promise<void> {
  const { bucket, keys, location } = store;
  const versionPrefix = keys.versionPrefix(remote, version);
  const recordKey = keys.recordKey(remote, version);
  const alreadyPublished = () =>
    new StoreError(
      'version-published',
      `${remote}@${version} is already published at s3://${bucket.name}/${versionPrefix}, and published versions ` +
        `are immutable. Publish it under a new version instead.`,
    );
  if (await objectExists(bucket, recordKey)) throw alreadyPublished();
  const staging = await makeOwnedTempDir(PUBLISH_STAGING_PREFIX);
  try {
    await stageBuild(distDir, staging, exclude, print);
    const files = (await listFiles(staging)).sort();
    const hash = await contentHash(staging);
    const leftovers = await listKeys(bucket, versionPrefix);
    if (leftovers.length > 0) {
      print(
        `  removing ${leftovers.length} objects of ${remote}@${version} left in ${location} by an interrupted publish`,
      );
      await deleteKeys(bucket, leftovers, store.concurrency);
    }
    print(`  uploading ${files.length} files of ${remote}@${version} to ${location}`);
    const totals = await uploadFiles(bucket, {
      dir: staging,
      files,
      keyOf: (file) => versionPrefix + file,
      storePath: (file) => `${remote}/${version}/${file}`,
      concurrency: store.concurrency,
      print,
    });
    const record: PublishRecord = { contentHash: hash, ...totals, publishedAt: new Date().toISOString() };
    await putRecord(bucket, recordKey, record, alreadyPublished);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
