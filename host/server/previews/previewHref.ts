/**
 * The query parameter a preview link sets on a host page (issue 33's shared design: `?mfp-preview=<signed value>`).
 * The host's pages read it; the status page and the deploy commands write it.
 */
export const PREVIEW_PARAM = 'mfp-preview';

/** A link to `route` on this host that opens the release a signed preview value names. */
export const previewHref = (route: string, signed: string): string =>
  `${route}?${PREVIEW_PARAM}=${encodeURIComponent(signed)}`;
