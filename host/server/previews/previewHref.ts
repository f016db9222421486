import { PREVIEW_PARAM } from '@mfp/shared/registry';

/** A link to `route` on this host that opens the release a signed preview value names (decision 0076). */
export const previewHref = (route: string, signed: string): string =>
  `${route}?${PREVIEW_PARAM}=${encodeURIComponent(signed)}`;
