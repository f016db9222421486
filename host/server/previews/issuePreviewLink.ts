import type { PreviewLink } from '@mfp/shared/deploy';
import { previewUrl } from './previewUrl';

export interface PreviewLinkRequest {
  remote: string;
  version: string;
  /** The remote's route: the link opens its page. */
  route: string;
  /** The host's public origin (and base path), e.g. `https://shop.example.com`. */
  origin: string;
  /** `previewKeyOf` the fleet's secret. */
  key: Buffer;
  ttlMs: number;
  now: Date;
}

/** A link that shows `version` of `remote` in the host, in one tab, until `now + ttlMs` (decision 0077). */
export function issuePreviewLink({ remote, version, route, origin, key, ttlMs, now }: PreviewLinkRequest): PreviewLink {
  const expiresAt = now.getTime() + ttlMs;
  return {
    url: previewUrl(origin, route, { remote, version, expiresAt }, key),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
