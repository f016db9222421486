import { afterAll } from '@jest/globals';
import type { S3Client } from '@aws-sdk/client-s3';
import { describeVersionFilesContract } from '../testing/contract/describeVersionFilesContract';
import { startS3Server, type S3TestServer } from '../testing/s3/startS3Server';
import { createS3VersionFiles } from './createS3VersionFiles';
import { s3ClientFromEnv } from './s3ClientFromEnv';
import { deleteKeys, listKeys } from './s3Objects';

/*
 * The VersionFiles contract, unchanged, against a real S3 server over HTTP: s3rver, started here on a free loopback
 * port. To run it against another server (MinIO, AWS itself), set CONTRACT_S3_ENDPOINT to its endpoint and
 * CONTRACT_S3_BUCKET to an existing bucket; the credentials and AWS_REGION come from the AWS SDK's usual chain. Each
 * test works under its own key prefix and removes it after.
 */
const ENDPOINT = process.env.CONTRACT_S3_ENDPOINT;

interface Target {
  client: S3Client;
  bucket: string;
  endpoint: string;
}

let server: Promise<S3TestServer> | undefined;
async function target(): Promise<Target> {
  if (ENDPOINT) {
    const bucket = process.env.CONTRACT_S3_BUCKET;
    if (!bucket) throw new Error('CONTRACT_S3_ENDPOINT is set: set CONTRACT_S3_BUCKET to an existing bucket too');
    const { client } = s3ClientFromEnv({ ...process.env, AWS_ENDPOINT_URL_S3: ENDPOINT });
    return { client, bucket, endpoint: ENDPOINT };
  }
  const running = await (server ??= startS3Server());
  return { client: running.client(), bucket: running.bucket, endpoint: running.endpoint };
}
afterAll(async () => {
  await (await server)?.close();
});

let count = 0;
describeVersionFilesContract(ENDPOINT ? `S3 at ${ENDPOINT}` : 'S3 (s3rver)', async () => {
  const { client, bucket, endpoint } = await target();
  const prefix = `contract-${process.pid}-${Date.now()}-${count++}`;
  return {
    files: createS3VersionFiles({ bucket, prefix, client, endpoint }),
    async cleanup() {
      const name = { client, name: bucket };
      await deleteKeys(name, await listKeys(name, `${prefix}/`));
      client.destroy();
    },
  };
});
