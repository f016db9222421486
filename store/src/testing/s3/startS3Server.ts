import type { S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { s3ClientFromEnv, type S3ClientOptions } from '../../s3/s3ClientFromEnv';

/** The part of s3rver's API used here: s3rver 3.7 ships no types. */
interface S3rverConstructor {
  new (options: {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: { name: string }[];
  }): { run(): Promise<AddressInfo>; close(): Promise<void> };
}

/** The one key pair s3rver knows: it refuses any other access key id (it does not check v4 signatures). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`: what AWS_ENDPOINT_URL_S3 would be set to. */
  endpoint: string;
  /** A bucket the server was started with. */
  bucket: string;
  /** A client for `endpoint`, configured as `s3ClientFromEnv` configures one, with the server's keys by default. */
  client(options?: S3ClientOptions & { endpoint?: string }): S3Client;
  close(): Promise<void>;
}

/**
 * A real S3 server for tests: s3rver (decision 0030) on a free loopback port, its objects in a temporary folder
 * removed on `close`. Tests speak to it only over HTTP, through the AWS SDK, as the store does to any S3 server.
 */
export async function startS3Server({ bucket = 'mfp-test' }: { bucket?: string } = {}): Promise<S3TestServer> {
  // @ts-expect-error -- s3rver ships no types; `S3rverConstructor` types the part used here.
  const { default: S3rver } = (await import('s3rver')) as { default: S3rverConstructor };
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    client: ({ endpoint: other = endpoint, ...options } = {}) =>
      s3ClientFromEnv({ AWS_ENDPOINT_URL_S3: other }, { credentials: S3RVER_CREDENTIALS, ...options }).client,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
