import { originOf } from '@mfp/shared/origins';

/**
 * The origin of STORE_PUBLIC_URL, as the allowed origins and the pages' Content-Security-Policy name it: a CSP source
 * with a path would allow that path only, and the browser compares registry entries by origin.
 */
export function storeOriginOf(storePublicUrl: string): string {
  const origin = originOf(storePublicUrl);
  // The setting's reader wrote it: an http(s) URL, always.
  if (origin === undefined) throw new Error(`${storePublicUrl} is not an http(s) URL`);
  return origin;
}
