/**
 * The query parameter of a preview link (issue 33), on a host page and on the `/registry.json` reads of that page's
 * tab: a signed, expiring value naming one remote's release. It is a bearer credential until it expires, so no log
 * line carries it whole: `withoutPreviewValue` takes it out of a URL first.
 */
export const PREVIEW_PARAM = 'mfp-preview';

const PREVIEW_VALUE = new RegExp(`([?&]${PREVIEW_PARAM}=)[^&#]*`, 'g');

/** The URL (absolute or a path with its query) with every preview link's value replaced by `redacted`. */
export const withoutPreviewValue = (url: string): string => url.replace(PREVIEW_VALUE, '$1redacted');
