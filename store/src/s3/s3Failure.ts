import { StoreError } from '../StoreError';

/** What a failed request was doing, for its message: `reading s3://bucket/prefix`. */
interface S3Request {
  /** e.g. `uploading catalog@1.0.0 to s3://bucket/prefix`. */
  action: string;
  /** The bucket's address as STORE_FILES_URL names it. */
  location: string;
  /** What the client talks to (`AWS_ENDPOINT_URL_S3=…` or `AWS S3 (region)`). */
  endpoint: string;
}

interface SdkErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  $metadata?: { httpStatusCode?: number; attempts?: number };
}

const shape = (error: unknown): SdkErrorShape => (typeof error === 'object' && error !== null ? error : {});

const DENIED = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden', 'ExpiredToken']);
const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const TIMEOUT = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeTooSkewed', 'ETIMEDOUT']);

/** The HTTP status of an answer, or undefined when none came (network, timeout, client configuration). */
export const statusOf = (error: unknown) => shape(error).$metadata?.httpStatusCode;
/** The S3 error code (`NoSuchKey`, `PreconditionFailed`, …) or the Node error code (`ECONNREFUSED`). */
export const codeOf = (error: unknown): string => {
  const { name, code } = shape(error);
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error';
};

/**
 * The `StoreError` a failed S3 request becomes when the user can fix it from settings, with one line naming the
 * setting; any other error as it is. Messages carry the error's code and status, never its text: some servers echo
 * the request's headers, and the credentials must not reach a log.
 */
function s3Failure(error: unknown, { action, location, endpoint }: S3Request): unknown {
  if (error instanceof StoreError) return error;
  const code = codeOf(error);
  const status = statusOf(error);
  const attempts = shape(error).$metadata?.attempts;
  const message = typeof shape(error).message === 'string' ? (shape(error).message as string) : '';
  const tries = attempts !== undefined && attempts > 1 ? ` after ${attempts} attempts` : '';
  const answer = `${code}${status === undefined ? '' : ` ${status}`}${tries}`;
  const at = `${location} at ${endpoint}`;
  if (code === 'CredentialsProviderError' || DENIED.has(code) || status === 403)
    return new StoreError(
      'bucket-denied',
      `${action}: ${at} refused the credentials (${answer}). Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY ` +
        `(or AWS_PROFILE) to keys that may read and write the bucket.`,
      { cause: error },
    );
  if (code === 'NoSuchBucket' || (status === 404 && code === 'NotFound' && action.startsWith('checking')))
    return new StoreError(
      'bucket-missing',
      `${action}: the bucket of STORE_FILES_URL=${location} does not exist at ${endpoint} (${answer}). Create the ` +
        `bucket, or fix the bucket name in STORE_FILES_URL.`,
      { cause: error },
    );
  if (message.startsWith('Region is missing'))
    return new StoreError(
      'bucket-unreachable',
      `${action}: no AWS region is set for ${location}. Set AWS_REGION (or AWS_ENDPOINT_URL_S3 for an ` +
        `S3-compatible server).`,
      { cause: error },
    );
  const endpointFix = 'Check AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL, or AWS_REGION for AWS) and the network.';
  if (TIMEOUT.has(code))
    return new StoreError('bucket-unreachable', `${action}: ${at} did not answer in time (${answer}). ${endpointFix}`, {
      cause: error,
    });
  // The SDK wraps an error from another realm (jest's sandbox) in a plain Error whose message keeps only the code.
  const network = NETWORK.has(code) ? code : [...NETWORK].find((candidate) => message.includes(candidate));
  if (network !== undefined)
    return new StoreError(
      'bucket-unreachable',
      `${action}: cannot connect to ${at} (${network}${tries}). ${endpointFix}`,
      { cause: error },
    );
  if (status !== undefined && status >= 500)
    return new StoreError(
      'bucket-unreachable',
      `${action}: ${at} kept failing (${answer}). Try again later. ${endpointFix}`,
      { cause: error },
    );
  return error;
}

/** Runs each request to the bucket at `location` so that its failure is thrown as `s3Failure` makes it. */
export function guardedRequests(location: string, endpoint: string) {
  return async <T>(action: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw s3Failure(error, { action, location, endpoint });
    }
  };
}
