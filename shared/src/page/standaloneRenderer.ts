import type { RegistryEntry } from '../registry/registrySchema';
import type { ServerSlot } from './serverSlotSchema';
import type { ShellMarkup } from './shellRenderer';

/** What `npm run dev:remote -- <name> --ssr` asks of the host's server renderer for a standalone page (decision 0069). */
export interface StandaloneRenderRequest {
  /** The request's path and query: where the static router renders. */
  url: string;
  /** The remote as the standalone page mounts it: name, title, route, and the release the server rendered. */
  entry: RegistryEntry;
  /** What the server rendered in the slot, which the page data carries for the browser to hydrate. */
  serverSlot: ServerSlot;
  /** The remote's server HTML, when `serverSlot` says it rendered. */
  slotHtml?: string;
  /** The request's host name, which the fallback screen's wording names. */
  hostname: string;
}

/** The standalone page's server renderer: the host's standalone shell around the remote's server HTML. */
export type StandaloneRenderer = (request: StandaloneRenderRequest) => Promise<ShellMarkup>;
