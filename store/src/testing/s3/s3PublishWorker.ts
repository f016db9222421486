import { createS3VersionFiles } from '../../s3/createS3VersionFiles';
import { s3ClientFromEnv } from '../../s3/s3ClientFromEnv';
import { S3RVER_CREDENTIALS } from './startS3Server';

/**
 * A separate process for s3Killed.slow.test.ts, started with `node --import tsx s3PublishWorker.ts <endpoint> <bucket>
 * <prefix> <remote> <version> <dist>`: publishes one build to s3rver two files at a time, printing its progress, so
 * that the test can kill it mid-upload.
 */
async function main(): Promise<void> {
  const [endpoint = '', bucket = '', prefix = '', remote = '', version = '', distDir = ''] = process.argv.slice(2);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const { client } = s3ClientFromEnv({ AWS_ENDPOINT_URL_S3: endpoint }, { credentials: S3RVER_CREDENTIALS });
  await createS3VersionFiles({ bucket, prefix, client, concurrency: 2 }).publish(remote, version, distDir, { print });
  print('published');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
