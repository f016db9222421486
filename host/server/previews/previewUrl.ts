import { PREVIEW_PARAM } from '@mfp/shared/registry';
import { signPreview, type Preview } from './previewLink';

/**
 * The link that opens `preview` in the host (decision 0077): the host's origin, the remote's route, and the signed
 * value in `PREVIEW_PARAM`. The one who asked for it gets it; logs and the audit name the remote, the version and the
 * expiry only, since the link shows an unreleased version to whoever holds it until it expires.
 */
export function previewUrl(origin: string, route: string, preview: Preview, key: Buffer): string {
  const url = new URL(route, origin);
  url.searchParams.set(PREVIEW_PARAM, signPreview(preview, key));
  return url.href;
}
