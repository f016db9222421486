import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { codeOf, statusOf } from './s3Failure';

/** A bucket and the client that reaches it: what every object operation needs. */
export interface Bucket {
  client: S3Client;
  name: string;
}

/** True for the answer to a key (or a bucket) that does not exist. */
const isMissing = (error: unknown) =>
  codeOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && codeOf(error) === 'NotFound');

/** Every key below `prefix`, page by page (S3 answers at most 1,000 a page). */
export async function listKeys({ client, name }: Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: name, Prefix: prefix, ...(token && { ContinuationToken: token }) }),
    );
    for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** The object's bytes, or undefined when there is no such key. */
export async function getObject({ client, name }: Bucket, key: string): Promise<Buffer | undefined> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: name, Key: key }));
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function objectExists({ client, name }: Bucket, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: name, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Deletes keys one request each, a few at a time. DeleteObjects (a batch) would need a checksum header that not every
 * S3-compatible server computes the same way; leftovers of an interrupted publish are few, so this costs little.
 */
export async function deleteKeys({ client, name }: Bucket, keys: readonly string[], concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < keys.length; index = next++)
      await client.send(new DeleteObjectCommand({ Bucket: name, Key: keys[index] }));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
}
