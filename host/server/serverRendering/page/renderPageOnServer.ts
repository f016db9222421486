import { logEvent } from '@mfp/shared/logs';
import type { ShellRenderer, SlotRenderer, SlotServerRender } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { decidedWithin, DEFAULT_HEAD_WINDOW_MS } from './headWindow';
import { pageAfterSlot } from './pageAfterSlot';
import type { PageRenderRequest } from './pageRenderRequest';
import { dataWithSlot, decidedSlot, renderAroundDecided } from './renderAroundDecided';
import { pageAroundRoot } from './serverRenderedPage';
import { slotStylesheets } from './slotStylesheets';
import { streamedPage, type StreamedPage } from './streamedPage';

/**
 * A page rendered on the server: whole, and whether the remote said its URL names nothing, when its slot was decided
 * within the head window; otherwise the shell up to the slot, and the rest once the slot is decided (decision 0096).
 */
export type RenderedPage = { kind: 'whole'; html: string; notFound: boolean } | StreamedPage;

/**
 * What a rendered slot puts in the head: its stylesheets, before its markup, then what its render hoisted. A failed or
 * client-only slot puts nothing: its code styles it when it loads, as before, after the route's preload hints.
 */
function headOfSlot(entry: RegistryEntry | undefined, slot: SlotServerRender, allowedOrigins: readonly string[]) {
  return entry && slot.status === 'rendered' ? slotStylesheets(entry, allowedOrigins) + slot.head : '';
}

/** The page sent whole, as before streaming: the status and the remote's head are known before the first byte. */
async function wholePage(request: PageRenderRequest, renderer: ShellRenderer, render: SlotServerRender) {
  const { entry } = request;
  const slot = decidedSlot(entry, render);
  const markup = await renderAroundDecided(request, renderer, slot);
  const slotHead = headOfSlot(entry, render, request.data.allowedRemoteOrigins);
  const { data, template, hints } = request;
  const around = pageAroundRoot(template, dataWithSlot(data, slot), hints, markup.head, slotHead);
  if (around === undefined) throw new Error('the template has no empty <div id="root"></div> to render into');
  const html =
    around.beforeRoot + pageAfterSlot(slot, markup.body, around.afterRoot, { streamed: false, url: request.url });
  return { kind: 'whole', html, notFound: render.status === 'rendered' && render.notFound } as const;
}

/** The route's remote rendered on the server; a renderer that rejects leaves the slot to the browser, logged. */
function renderSlot(request: PageRenderRequest, slots: SlotRenderer): Promise<SlotServerRender> {
  const { entry, log } = request;
  if (!entry) return Promise.resolve({ status: 'client-only' });
  return slots(entry, request.url, { preview: request.data.preview !== undefined }).catch((error: unknown) => {
    log.error({ ...logEvent('page-render-failed'), remote: entry.name, err: error }, 'slot renderer rejected');
    return { status: 'client-only' } as const;
  });
}

/**
 * Renders a host page on the server (decision 0064): the route's remote first, then the host's tree around it, from
 * the page data the page carries, which names the slot's release. A remote decided within `headWindowMs` gives the
 * page its status and its head, and the page goes out whole (a rendered slot's stylesheets linked in the head, decision
 * 0066). One decided later streams behind the shell (`streamedPage`, decision 0096). Undefined when the host's own
 * render fails before anything is sent: the caller sends the page for the browser to render, as with
 * SERVER_RENDERING=off, and the log says why.
 */
export async function renderPageOnServer(
  request: PageRenderRequest,
  shell: () => ShellRenderer,
  slots: SlotRenderer,
  headWindowMs = DEFAULT_HEAD_WINDOW_MS,
): Promise<RenderedPage | undefined> {
  const within = await decidedWithin(renderSlot(request, slots), headWindowMs);
  try {
    if (within.decided) return await wholePage(request, shell(), within.value);
    return await streamedPage(request, shell(), within.later);
  } catch (error) {
    request.log.error(
      { ...logEvent('page-render-failed'), err: error },
      'the host page went out for the browser to render',
    );
    return undefined;
  }
}
