import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createServer, type Socket } from 'node:net';
import { SIBLING_SUFFIX } from '@mfp/store/files';

/** A release's files as the bucket holds them: the originals, and which of them have no precompressed sibling. */
export interface ReleaseObjects {
  /** File names relative to the version folder, siblings left out. */
  files: string[];
  /** The files with neither a `.br` nor a `.gz` sibling: small, incompressible or binary. */
  withoutSiblings: string[];
}

/** Lists `<versionPrefix><file>` in the bucket (a version's own objects), telling originals from siblings. */
export async function releaseObjects(client: S3Client, bucket: string, versionPrefix: string): Promise<ReleaseObjects> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: versionPrefix }));
  const names = new Set((listed.Contents ?? []).map((object) => (object.Key ?? '').slice(versionPrefix.length)));
  const suffixes = Object.values(SIBLING_SUFFIX);
  const files = [...names].filter(
    (name) => !suffixes.some((suffix) => name.endsWith(suffix) && names.has(name.slice(0, -suffix.length))),
  );
  return {
    files: files.sort(),
    withoutSiblings: files.filter((file) => !suffixes.some((suffix) => names.has(file + suffix))).sort(),
  };
}

/** A bucket that is up but never answers: it takes connections on `port` and says nothing. */
export interface HangingBucket {
  /** Connections taken so far: how often the CDN went to the bucket. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function hangOn(port: number): Promise<HangingBucket> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    get connections() {
      return connections;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
