import { describe, expect, it } from '@jest/globals';
import { s3ClientFromEnv } from './s3ClientFromEnv';

describe('s3ClientFromEnv', () => {
  it('talks path-style to AWS_ENDPOINT_URL_S3, else AWS_ENDPOINT_URL, in us-east-1 unless a region is set', async () => {
    const s3 = s3ClientFromEnv({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000', AWS_ENDPOINT_URL: 'http://other:1' });
    expect(s3.endpoint).toBe('AWS_ENDPOINT_URL_S3=http://127.0.0.1:9000');
    expect(s3.client.config.forcePathStyle).toBe(true);
    expect(await s3.client.config.region()).toBe('us-east-1');
    const generic = s3ClientFromEnv({ AWS_ENDPOINT_URL: 'http://minio:9000', AWS_REGION: 'eu-west-3' });
    expect(generic.endpoint).toBe('AWS_ENDPOINT_URL=http://minio:9000');
    expect(await generic.client.config.region()).toBe('eu-west-3');
  });

  it('talks to AWS itself, virtual-hosted, in AWS_REGION when no endpoint is set', async () => {
    const s3 = s3ClientFromEnv({ AWS_REGION: 'eu-central-1' });
    expect(s3.endpoint).toBe('AWS S3 (eu-central-1)');
    expect(s3.client.config.forcePathStyle).toBeFalsy();
    expect(await s3.client.config.region()).toBe('eu-central-1');
  });

  it('computes checksums only where an operation requires them, and bounds its attempts', async () => {
    const { client } = s3ClientFromEnv({ AWS_REGION: 'eu-central-1' }, { maxAttempts: 3 });
    expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    expect(await client.config.maxAttempts()).toBe(3);
  });
});
