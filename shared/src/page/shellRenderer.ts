import type { PageData } from './pageDataSchema';

/** What the host server asks of the host's server renderer for one page (decision 0064). */
export interface ShellRenderRequest {
  /** The request's path and query: where the static router renders. */
  url: string;
  /** The page data the page carries: the server renders from exactly what the browser hydrates from. */
  pageData: PageData;
  /** The request's host name, which the fallback screen's wording names as the browser's `location` does. */
  hostname: string;
  /** The remote's server HTML for the route's slot, when `pageData.serverSlot` says it rendered. */
  slotHtml?: string;
  /**
   * The route's slot is not decided yet (decision 0096): the render puts `SLOT_PENDING_PLACEHOLDER` where the slot's
   * section goes, so the host server can send the shell up to it and the slot's part once it knows the slot.
   */
  slotPending?: boolean;
}

/** The root's content, and the elements React hoisted out of it for the page's head. */
export interface ShellMarkup {
  head: string;
  body: string;
  /** Errors of the host's own tree that React left to the browser (a boundary it rendered as its fallback). */
  errors: unknown[];
}

/** The host's server renderer, the one module of the host server that loads React. */
export type ShellRenderer = (request: ShellRenderRequest) => Promise<ShellMarkup>;
