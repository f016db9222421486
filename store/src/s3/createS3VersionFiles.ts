import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { VersionFiles } from '../files/VersionFiles';
import { describeFilesUrl } from '../files/filesUrl';
import { publishRecordSchema } from './publishRecord';
import { publishToBucket } from './publishToBucket';
import { s3ClientFromEnv } from './s3ClientFromEnv';
import { guardedRequests } from './s3Failure';
import { s3Keys, versionOfRecord } from './s3Keys';
import { getObject, listKeys, objectExists } from './s3Objects';
import { DEFAULT_CONCURRENCY } from './uploadFiles';

export interface S3VersionFilesOptions {
  bucket: string;
  /** Key prefix of the store in the bucket, without leading or trailing `/`; empty for the bucket's root. */
  prefix?: string;
  /** Unset, one configured from the environment as the AWS CLI would be (`s3ClientFromEnv`). */
  client?: S3Client;
  /** What `client` talks to, for messages (`AWS_ENDPOINT_URL_S3=…`); never a credential. */
  endpoint?: string;
  /** Uploads at once (default 8). */
  concurrency?: number;
}

/** Publishes under way in this process, by version: a second one of the same version waits, then finds it published. */
const inFlight = new Map<string, Promise<unknown>>();

/** Starts `publish` of `target` once no other publish of it in this process is under way, and waits for it. */
async function publishInTurn(target: string, publish: () => Promise<unknown>): Promise<void> {
  for (let earlier = inFlight.get(target); earlier; earlier = inFlight.get(target))
    await earlier.catch(() => undefined);
  const publishing = publish();
  inFlight.set(target, publishing);
  try {
    await publishing;
  } finally {
    if (inFlight.get(target) === publishing) inFlight.delete(target);
  }
}

/**
 * Version files in an S3-compatible bucket (decision 0030), keyed as the folder store lays them out
 * (`<prefix>/remotes/<name>/<version>/<file>`), every object with its Content-Type and its cache class's
 * Cache-Control. A version exists once its record is put, after all its files. Creating it sends no request.
 */
export function createS3VersionFiles(options: S3VersionFilesOptions): VersionFiles {
  const configured = options.client
    ? { client: options.client, endpoint: options.endpoint ?? 'its endpoint' }
    : s3ClientFromEnv();
  const bucket = { client: configured.client, name: options.bucket };
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const keys = s3Keys(prefix);
  const location = describeFilesUrl({ kind: 's3', bucket: options.bucket, prefix });
  const store = { bucket, keys, location, concurrency: options.concurrency ?? DEFAULT_CONCURRENCY };
  const guard = guardedRequests(location, configured.endpoint);
  const versionLocation = (remote: string, version: string) =>
    `s3://${options.bucket}/${keys.versionPrefix(remote, version).slice(0, -1)}`;
  const readRecord = async (remote: string, version: string) => {
    const bytes = await getObject(bucket, keys.recordKey(remote, version));
    return bytes && publishRecordSchema.parse(JSON.parse(bytes.toString('utf8')));
  };

  return {
    location,
    versionLocation,
    versionExists: (remote, version) =>
      guard(`looking for ${remote}@${version}`, () => objectExists(bucket, keys.recordKey(remote, version))),
    async listVersions(remote) {
      const records = keys.recordsPrefix(remote);
      const found = await guard(`listing ${remote}'s versions`, () => listKeys(bucket, records));
      return found.flatMap((key) => versionOfRecord(records, key) ?? []).sort();
    },
    async readVersionFile(remote, version, file) {
      const key = keys.fileKey(remote, version, file);
      // Objects of a version without its record are leftovers of an interrupted publish: not a version yet.
      const [published, bytes] = await guard(`reading ${file} of ${remote}@${version}`, () =>
        Promise.all([objectExists(bucket, keys.recordKey(remote, version)), getObject(bucket, key)]),
      );
      return published ? bytes : undefined;
    },
    async versionContentHash(remote, version) {
      const record = await guard(`reading ${remote}@${version}'s record`, () => readRecord(remote, version));
      if (!record) throw new Error(`${remote}@${version} is not published in ${location}: it has no content hash`);
      return record.contentHash;
    },
    async publish(remote, version, distDir, publishOptions) {
      const target = versionLocation(remote, version);
      await publishInTurn(target, () =>
        guard(`publishing ${remote}@${version} to ${location}`, () =>
          publishToBucket(store, remote, version, distDir, publishOptions),
        ),
      );
      return target;
    },
    checkWritable: () =>
      guard(`checking the bucket of ${location}`, async () => {
        await bucket.client.send(new HeadBucketCommand({ Bucket: options.bucket }));
      }),
  };
}
