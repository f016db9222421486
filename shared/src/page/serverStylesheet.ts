/**
 * Marks each `<link rel="stylesheet">` the host server put in a page's head for a slot it rendered (decision 0066):
 * the browser finds by it the links it refused (integrity, CORS) and takes them out before the remote's runtime looks
 * for a link with the same URL, which would otherwise take a refused one for loaded.
 */
export const SERVER_STYLESHEET_ATTRIBUTE = 'data-mfp-server-stylesheet';
