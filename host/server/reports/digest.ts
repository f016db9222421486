import { createHmac } from 'node:crypto';

export interface DigestInput {
  /** The remote's name, or what stands for the culprit without one (`culpritIdentity` in @mfp/shared). */
  remote: string;
  kind: string;
  message: string;
}

/**
 * Bytes of the HMAC shown: 48 bits, up to 15 decimal digits. Enough that a flood of made-up reports within the global
 * budget almost never lands on a digest in use (with a thousand digests in use and the default budget, a 32-bit
 * digest would be hit about once in ten days, a 48-bit one once in thousands of years), and still a safe integer, which log tools that read the digest as a number keep
 * exact. See docs/decisions/0015-keyed-digests.md.
 */
const DIGEST_BYTES = 6;

/**
 * The digest users see in place of a failed remote, and the key that finds its log line: HMAC-SHA-256 of the failure's
 * identity under the server's secret, its first 48 bits as a decimal string, like Next.js's digests look. It covers
 * remote, kind and message but not the stack, page URL or version, so the same failure reported from different pages
 * or browsers groups under one digest, and stays the same across restarts as long as the secret does. Without the
 * secret, nobody can tell which report gets which digest, so nobody can make a made-up report carry a real one.
 *
 * Not covered: keeping the secret (config.ts reads DIGEST_SECRET, the store keeps a generated one).
 */
export function computeDigest({ remote, kind, message }: DigestInput, secret: string): string {
  // JSON of the array rather than a plain join: no field content can imitate the separator, so ("a-b", "c") and
  // ("a", "b-c") can never produce the same hashed text.
  const mac = createHmac('sha256', secret)
    .update(JSON.stringify([remote, kind, message]))
    .digest();
  return String(mac.readUIntBE(0, DIGEST_BYTES));
}
