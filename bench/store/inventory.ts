import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Inventory } from './publishFigures';

/** Every file below `dir`, by path relative to it, with its size; empty for a folder not made yet. */
export async function folderInventory(dir: string): Promise<Inventory> {
  const sizes = new Map<string, number>();
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return sizes;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sizes.set(path.relative(dir, file), (await stat(file)).size);
  }
  return sizes;
}

/** Every object below `prefix` in the bucket, by key, with its size: the bucket's own account of a publish. */
export async function bucketInventory(client: S3Client, bucket: string, prefix: string): Promise<Inventory> {
  const sizes = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return sizes;
}
