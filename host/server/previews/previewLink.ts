import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRemoteName, isVersion } from '@mfp/shared/registry';

/**
 * What a preview link names (issue 33, not yet served by the host): a published release of one remote, until when.
 */
export interface Preview {
  remote: string;
  version: string;
  expiresAt: number;
}

/**
 * The links' key, derived from the digests' key (DIGEST_SECRET, or the store's generated one) that every host server
 * of a fleet shares, as admin sessions' is (decision 0044): any host accepts a link another signed, on production
 * hosts where development overrides are off, and a link's MAC is never a digest or a session.
 */
export const previewKeyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update('mfp preview link v1').digest();

const macOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<remote>~<version>~<expiry, ms>~<HMAC-SHA-256 of the three>`: `~` is in neither a name nor a version. */
export function signPreview({ remote, version, expiresAt }: Preview, key: Buffer): string {
  const payload = `${remote}~${version}~${expiresAt}`;
  return `${payload}~${macOf(key, payload)}`;
}

/** Why a link is refused, for the banner; nothing is loaded from a refused link. */
export type PreviewCheck =
  { status: 'valid'; preview: Preview } | { status: 'refused'; reason: 'malformed' | 'altered' | 'expired' };

/** Checks a link's value: its shape, then its MAC (in constant time), then its expiry. */
export function readPreview(value: string, key: Buffer, now: number): PreviewCheck {
  const parts = value.length <= 400 ? value.split('~') : [];
  const [remote = '', version = '', expires = '', mac = ''] = parts;
  const wellFormed =
    parts.length === 4 &&
    isRemoteName(remote) &&
    isVersion(version) &&
    /^\d{1,16}$/.test(expires) &&
    /^[A-Za-z0-9_-]{43}$/.test(mac);
  if (!wellFormed) return { status: 'refused', reason: 'malformed' };
  const expected = Buffer.from(macOf(key, `${remote}~${version}~${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return { status: 'refused', reason: 'altered' };
  const expiresAt = Number(expires);
  if (expiresAt <= now) return { status: 'refused', reason: 'expired' };
  return { status: 'valid', preview: { remote, version, expiresAt } };
}
