import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A deploy token is `mfp_<id>_<secret>`: `id` is public (`tok_` and 16 lowercase base-32 characters), `secret` is 32
 * random bytes in base64url. Only `sha256:<hex>` of the secret is stored (decision 0036): the secret has 256 bits of
 * entropy, so a plain hash cannot be reversed by guessing, and a slow hash would only slow every deploy down.
 */
const TOKEN_PATTERN = /^mfp_(tok_[a-z2-7]{16})_([A-Za-z0-9_-]{43})$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export interface TokenParts {
  id: string;
  secret: string;
}

export function newTokenParts(): TokenParts {
  const idBytes = randomBytes(16);
  const id = `tok_${Array.from(idBytes, (byte) => BASE32[byte % 32]).join('')}`;
  return { id, secret: randomBytes(32).toString('base64url') };
}

export const formatToken = ({ id, secret }: TokenParts): string => `mfp_${id}_${secret}`;

/** The id and secret of a well-formed token, or undefined: nothing is looked up for a malformed one. */
export function parseToken(token: string): TokenParts | undefined {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

export const hashSecret = (secret: string): string => `sha256:${createHash('sha256').update(secret).digest('hex')}`;

/** Compares in constant time, so the time an answer takes says nothing about how much of a hash matched. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
