import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsHtml } from './acceptsHtml';
import { appendVary } from './appendVary';

/** The Sec-Fetch-Dest of a navigation: the top-level page, or a frame's. */
const NAVIGATION_DESTINATIONS: ReadonlySet<string> = new Set(['document', 'iframe', 'frame']);

/**
 * Whether a request is loading a page, by what it says rather than by the URL's shape: client-side routes may contain
 * dots (`/users/john.doe`, `/catalog/v1.2`). A browser says so in Sec-Fetch-*, and says just as clearly when it loads
 * something else: a script, a style, an image, a font or a fetch() (`Sec-Fetch-Dest: empty`) is never answered with
 * the page, so a missing asset keeps its plain 404 rather than a confusing syntax error. Without Sec-Fetch-* (curl,
 * bots, monitors, older browsers), a request that accepts HTML (`acceptsHtml`: `*\/*` and no Accept included) is one.
 */
export function isPageNavigation(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { accept, 'sec-fetch-dest': destination, 'sec-fetch-mode': mode } = request.headers;
  if (mode === 'navigate') return true;
  if (typeof destination === 'string') return NAVIGATION_DESTINATIONS.has(destination);
  return acceptsHtml(accept);
}

/** The request headers `isPageNavigation` decides by. */
const NAVIGATION_HEADERS = ['accept', 'sec-fetch-dest', 'sec-fetch-mode'] as const;

/**
 * Marks an answer that `isPageNavigation` chose (the page, or the plain 404 a script or a fetch gets at the same URL)
 * as varying by the headers it read, so that a shared cache in front of the server never hands a browser's page to
 * a script, or a script's JSON 404 to a browser.
 */
export const varyByNavigation = (reply: FastifyReply): FastifyReply => appendVary(reply, ...NAVIGATION_HEADERS);
