import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '@mfp/settings';

/** How long one request may wait for a connection, and then for an answer, before it counts as failed (and is retried). */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Tries of one request, the first included: the SDK's standard retry mode backs off exponentially between them. */
const MAX_ATTEMPTS = 5;

export interface S3ClientOptions {
  requestTimeoutMs?: number;
  maxAttempts?: number;
  /** Keys held by the caller (a test's own server); unset, the SDK's default chain finds them. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A client and what it talks to, for messages: the endpoint an S3-compatible server set, or AWS in a region. */
export interface ConfiguredS3Client {
  client: S3Client;
  /** `AWS_ENDPOINT_URL_S3=http://…` or `AWS S3 (eu-west-1)`; never a credential. */
  endpoint: string;
}

/**
 * An S3 client configured the way the AWS CLI is: the region from AWS_REGION (or the profile), the endpoint from
 * AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL for S3-compatible servers (then path-style addressing, which they all speak,
 * and `us-east-1` unless a region is set), credentials from the SDK's default provider chain (environment, profile,
 * instance role): this code never reads a key. Checksums only where an operation requires them, which every
 * S3-compatible server accepts. Bounded timeouts and attempts, so an endpoint that hangs fails in bounded time.
 */
export function s3ClientFromEnv(env: Env = process.env, options: S3ClientOptions = {}): ConfiguredS3Client {
  const endpointSetting = env.AWS_ENDPOINT_URL_S3 ? 'AWS_ENDPOINT_URL_S3' : 'AWS_ENDPOINT_URL';
  const endpointUrl = env[endpointSetting] || undefined;
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || (endpointUrl ? 'us-east-1' : undefined);
  const client = new S3Client({
    ...(region && { region }),
    ...(endpointUrl && { endpoint: endpointUrl, forcePathStyle: true }),
    ...(options.credentials && { credentials: options.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    retryMode: 'standard',
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      // Without it, the handler only logs a request past its timeout and goes on waiting.
      throwOnRequestTimeout: true,
    },
  });
  return {
    client,
    endpoint: endpointUrl ? `${endpointSetting}=${endpointUrl}` : `AWS S3 (${region ?? 'region from the AWS profile'})`,
  };
}
