import type { FailureKind } from '../failures/failureCatalogue';
import type { RegistryEntry } from '../registry/registrySchema';

/**
 * The outcome of rendering a route's remote on the server (Seam C of issue 32): what the host page puts in the
 * remote's slot.
 * - `client-only`: nothing; the browser renders the slot (no server build, rendering off, a foreign remote).
 * - `rendered`: the remote's markup (`html`, what goes inside the slot's root), the hoisted `<title>`/`<meta>`/`<link>`
 *   elements React emitted for it (`head`), and whether the remote said the URL names nothing (`notFound`: 404).
 *   `data` is its loader's result as JSON text (decision 0093), absent when the remote exports no loader.
 * - `loaded`: a data request's answer (`part: 'data'`): the loader's JSON text, absent without a loader.
 * - `failed`: the browser retries the slot; its first HTML shows `digest`, which leads to the server's log line.
 */
export type SlotServerRender =
  | { status: 'client-only' }
  | { status: 'rendered'; version: string; html: string; head: string; notFound: boolean; data?: string }
  | { status: 'loaded'; version: string; data?: string }
  | { status: 'failed'; version: string; digest: string; kind?: FailureKind };

/** What else of the page request the slot's render needs. */
export interface SlotRenderRequest {
  /**
   * The page was asked with a preview link (`?mfp-preview=`, valid or refused): a team's visit, whose failure is
   * logged but not counted, as a preview tab's report is not (decision 0080).
   */
  preview: boolean;
  /** `page` (the default): the loader and the render. `data`: the loader alone, for a client navigation. */
  part?: 'page' | 'data';
}

/** Renders the route's remote of a page request on the server; `url` is the request's path and query. */
export type SlotRenderer = (
  entry: RegistryEntry,
  url: string,
  request?: SlotRenderRequest,
) => Promise<SlotServerRender>;
