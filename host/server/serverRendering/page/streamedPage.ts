import { logEvent } from '@mfp/shared/logs';
import { SLOT_PENDING_PLACEHOLDER, type ShellRenderer, type SlotServerRender } from '@mfp/shared/page';
import { pageAfterSlot } from './pageAfterSlot';
import type { PageRenderRequest } from './pageRenderRequest';
import { decidedSlot, renderAroundDecided } from './renderAroundDecided';
import { pageAroundRoot } from './serverRenderedPage';
import { slotStylesheets } from './slotStylesheets';

/** A page whose slot was not decided within the head window: the shell up to the slot, then the rest (0096). */
export interface StreamedPage {
  kind: 'streamed';
  /** The page up to the route's slot: the head and the host's header and navigation. */
  shell: string;
  /** The page from the slot on, once the slot is decided; never rejects. */
  rest: Promise<string>;
}

/** The host's shell around the slot's mark, split there. */
interface ShellAroundSlot {
  beforeSlot: string;
  afterSlot: string;
}

const leftToBrowser: SlotServerRender = { status: 'client-only' };

/**
 * The page from the slot on. The host's tree is rendered again around the decided slot, from the same page data (the
 * releases the head named, so a deploy in between changes nothing for this page) plus what it says of the slot. Every
 * outcome renders the same shell around a different slot section (`RemoteSlot`), so the new render starts with what
 * was sent. Should it not, or should the render fail, the slot is left to the browser in the shell as rendered before.
 */
async function restOfPage(
  request: PageRenderRequest,
  renderer: ShellRenderer,
  shell: ShellAroundSlot,
  afterRoot: string,
  render: SlotServerRender,
): Promise<string> {
  const slot = decidedSlot(request.entry, render);
  try {
    const { body } = await renderAroundDecided(request, renderer, slot);
    if (body.startsWith(shell.beforeSlot) && body.endsWith(shell.afterSlot))
      return pageAfterSlot(slot, body.slice(shell.beforeSlot.length), afterRoot, { streamed: true, url: request.url });
    throw new Error("the host's shell around the decided slot differs from the shell sent before it");
  } catch (error) {
    request.log.error({ ...logEvent('page-render-failed'), err: error }, 'the streamed slot was left to the browser');
    return pageAfterSlot(decidedSlot(request.entry, leftToBrowser), shell.afterSlot, afterRoot, {
      streamed: true,
      url: request.url,
    });
  }
}

/**
 * A page whose slot is still under way after the head window (decision 0096, amending 0071): the template's head
 * (page data without the slot, preload hints, and the route's stylesheets, which a rendered slot needs before its
 * markup) and the host's shell up to the slot, at once; then, when the slot is decided, the rest (`pageAfterSlot`).
 * The status went out as 200 with the first part; the remote's late head is dropped, since the browser shows the
 * head's first title and a crawler reads the head, and a late "not found" is marked `noindex` instead of 404.
 * Rejects when the host's own render fails before anything is sent.
 */
export async function streamedPage(
  request: PageRenderRequest,
  renderer: ShellRenderer,
  later: Promise<SlotServerRender>,
): Promise<StreamedPage> {
  const { entry, data, template, hints, log } = request;
  const pending = await renderer({ url: request.url, pageData: data, hostname: request.hostname, slotPending: true });
  for (const error of pending.errors)
    log.error({ ...logEvent('page-render-failed'), err: error }, 'a boundary of the host was left to the browser');
  const at = pending.body.indexOf(SLOT_PENDING_PLACEHOLDER);
  if (at === -1) throw new Error("the host's shell has no mark where the route's slot goes");
  const stylesheets = entry ? slotStylesheets(entry, data.allowedRemoteOrigins) : '';
  const around = pageAroundRoot(template, data, hints, pending.head, stylesheets);
  if (around === undefined) throw new Error('the template has no empty <div id="root"></div> to render into');
  const shell = {
    beforeSlot: pending.body.slice(0, at),
    afterSlot: pending.body.slice(at + SLOT_PENDING_PLACEHOLDER.length),
  };
  return {
    kind: 'streamed',
    shell: around.beforeRoot + shell.beforeSlot,
    rest: later.then((render) => restOfPage(request, renderer, shell, around.afterRoot, render)),
  };
}
