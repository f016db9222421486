import type { PlatformFailure } from '@mfp/shared/failures';

/** Failures the host's server logged and counted already, with the digest it gave them. */
const digests = new WeakMap<PlatformFailure, string>();

/**
 * Marks `failure` as the server's own, told back to the browser (a loader that failed in the host's data route): the
 * fallback screen shows the server's digest, and the browser's report carries it, so the server logs one incident under
 * one digest and does not count it twice (decision 0068).
 */
export function rememberServerDigest(failure: PlatformFailure, digest: string): PlatformFailure {
  digests.set(failure, digest);
  return failure;
}

/** The server's digest of `failure`, when the server reported it first. */
export function serverDigestOf(failure: PlatformFailure): string | undefined {
  return digests.get(failure);
}
