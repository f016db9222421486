import { logEvent } from '@mfp/shared/logs';
import {
  withoutPlatformParameters,
  type PageData,
  type ShellRenderer,
  type SlotRenderer,
  type SlotServerRender,
} from '@mfp/shared/page';
import { loaderDataBlockHtml } from '@mfp/shared/remote';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { PreloadHint } from '../../pages/routeHints';
import { serverRenderedPage } from './serverRenderedPage';
import { slotOfPage } from './slotOfPage';
import { slotStylesheets } from './slotStylesheets';

export interface PageRenderRequest {
  template: string;
  data: PageData;
  hints: readonly PreloadHint[];
  /** The route's registry entry; none on the host's own pages. */
  entry: RegistryEntry | undefined;
  /** The request's path and query. */
  url: string;
  hostname: string;
  log: FastifyBaseLogger;
}

/** A page rendered on the server, and whether the remote said its URL names nothing. */
export type RenderedPage = { html: string; notFound: boolean };

/**
 * What a rendered slot puts in the head: its stylesheets, before its markup, then what its render hoisted. A failed or
 * client-only slot puts nothing: its code styles it when it loads, as before, after the route's preload hints.
 */
function headOfSlot(entry: RegistryEntry | undefined, slot: SlotServerRender, allowedOrigins: readonly string[]) {
  return entry && slot.status === 'rendered' ? slotStylesheets(entry, allowedOrigins) + slot.head : '';
}

/** The slot's loader data, for the browser to hydrate from without asking again (decision 0093); none without. */
function dataBlockOf(entry: RegistryEntry | undefined, slot: SlotServerRender, url: string): string {
  if (!entry || slot.status !== 'rendered' || slot.data === undefined) return '';
  return loaderDataBlockHtml({ remote: entry.name, url: withoutPlatformParameters(url), data: slot.data });
}

/**
 * Renders a host page on the server (decision 0064): the route's remote first (its status and its head must be known
 * before the first byte; a rendered slot's stylesheets are linked in the head, decision 0066), then the host's tree
 * around it, from the page data the page carries, which names the slot's release. Undefined when the host's own render fails: the caller sends the page for the browser to render, as with
 * SERVER_RENDERING=off, and the log says why.
 */
export async function renderPageOnServer(
  request: PageRenderRequest,
  shell: () => ShellRenderer,
  slots: SlotRenderer,
): Promise<RenderedPage | undefined> {
  const { entry, log } = request;
  const slot: SlotServerRender = entry
    ? await slots(entry, request.url, { preview: request.data.preview !== undefined }).catch((error: unknown) => {
        log.error({ ...logEvent('page-render-failed'), remote: entry.name, err: error }, 'slot renderer rejected');
        return { status: 'client-only' } as const;
      })
    : { status: 'client-only' };
  const serverSlot = entry && slotOfPage(entry, slot);
  const data: PageData = serverSlot ? { ...request.data, serverSlot } : request.data;
  try {
    const markup = await shell()({
      url: request.url,
      pageData: data,
      hostname: request.hostname,
      ...(slot.status === 'rendered' ? { slotHtml: slot.html } : {}),
    });
    for (const error of markup.errors)
      log.error({ ...logEvent('page-render-failed'), err: error }, 'a boundary of the host was left to the browser');
    const slotHead = headOfSlot(entry, slot, request.data.allowedRemoteOrigins);
    const html = serverRenderedPage(
      request.template,
      data,
      request.hints,
      markup,
      slotHead,
      dataBlockOf(entry, slot, request.url),
    );
    if (html === undefined) throw new Error('the template has no empty <div id="root"></div> to render into');
    return { html, notFound: slot.status === 'rendered' && slot.notFound };
  } catch (error) {
    log.error({ ...logEvent('page-render-failed'), err: error }, 'the host page went out for the browser to render');
    return undefined;
  }
}
