import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore, type VersionFiles } from '@mfp/store';
import { createS3VersionFiles } from '@mfp/store/s3';
import { startS3Server, type S3TestServer } from '@mfp/store/testing';
import { bucketInventory, folderInventory } from './inventory';
import type { MeasuredStore, StoreKind } from './measurePublish';

/** s3rver wants 3+ characters; the prefix keeps the store's keys apart from anything else in a real bucket. */
const BUCKET = 'mfp-bench';
const PREFIX = 'mfp';

/** The two stores of one run, both new and empty: a folder store, and version files in s3rver's bucket. */
export interface BenchStores extends Record<StoreKind, MeasuredStore> {
  folder: MeasuredStore & { store: FolderStore };
  s3: MeasuredStore & { files: VersionFiles; server: S3TestServer; bucket: string; prefix: string };
  close(): Promise<void>;
}

/**
 * A folder store in a temporary folder, and s3rver (decision 0030) on a free loopback port with its own temporary
 * folder, spoken to over HTTP through the store's `createS3VersionFiles`, as `STORE_FILES_URL=s3://…` would be.
 */
export async function startBenchStores(): Promise<BenchStores> {
  const folderDir = await mkdtemp(path.join(tmpdir(), 'mfp-bench-store-'));
  const server = await startS3Server({ bucket: BUCKET });
  const client = server.client();
  const store = createFolderStore({ dir: folderDir });
  return {
    folder: { store, files: store, inventory: () => folderInventory(folderDir) },
    s3: {
      files: createS3VersionFiles({ bucket: BUCKET, prefix: PREFIX, client, endpoint: server.endpoint }),
      inventory: () => bucketInventory(client, BUCKET, `${PREFIX}/`),
      server,
      bucket: BUCKET,
      prefix: PREFIX,
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(folderDir, { recursive: true, force: true });
    },
  };
}
