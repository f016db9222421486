import {
  streamedSlotElement,
  withoutPlatformParameters,
  type ServerSlot,
  type SlotServerRender,
} from '@mfp/shared/page';
import { loaderDataBlockHtml } from '@mfp/shared/remote';

/**
 * What a late "not found" adds to a streamed page (decision 0096): its status line went out as 200 before the remote
 * said so, so crawlers are told not to index it, as Next.js does for a `notFound()` after its shell has streamed.
 */
export const LATE_NOT_FOUND = '<meta name="robots" content="noindex">';

/** The decided slot, as the page sends it from the slot on. */
export interface DecidedSlot {
  render: SlotServerRender;
  /** What the page data says of it (`slotOfPage`); undefined for a slot left to the browser. */
  serverSlot: ServerSlot | undefined;
}

/**
 * The page from the route's slot on, once the slot is decided: the root's markup from the slot on (`rootRest`: the
 * slot's section, then the rest of the host's shell), the root's end, what the browser reads of the slot right after
 * the root (a streamed page's slot, and the slot's loader data block, decision 0093), and the rest of the page
 * (`afterRoot`). One function for a page sent whole and a streamed one, so that what
 * goes after the root is decided in one place.
 *
 * A streamed page (`streamed`) names its slot in a data block here, since its head went out before the slot was
 * decided, and marks a late "not found" with `LATE_NOT_FOUND`. Both are outside the root, which React hydrates: the
 * markup React compares is the same whether the page streamed or not.
 */
export function pageAfterSlot(
  slot: DecidedSlot,
  rootRest: string,
  afterRoot: string,
  { streamed, url }: { streamed: boolean; url: string },
): string {
  const { render, serverSlot } = slot;
  const named = streamed && serverSlot ? streamedSlotElement(serverSlot) : '';
  const notFound = streamed && render.status === 'rendered' && render.notFound ? LATE_NOT_FOUND : '';
  return `${rootRest}</div>${named}${notFound}${loaderDataBlockOf(slot, url)}${afterRoot}`;
}

/** The slot's loader data, for the browser to hydrate from without asking again (decision 0093); none without. */
function loaderDataBlockOf({ render, serverSlot }: DecidedSlot, url: string): string {
  if (!serverSlot || render.status !== 'rendered' || render.data === undefined) return '';
  return loaderDataBlockHtml({ remote: serverSlot.name, url: withoutPlatformParameters(url), data: render.data });
}
