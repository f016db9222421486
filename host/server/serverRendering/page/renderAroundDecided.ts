import { logEvent } from '@mfp/shared/logs';
import type { PageData, ShellRenderer, SlotServerRender } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { DecidedSlot } from './pageAfterSlot';
import type { PageRenderRequest } from './pageRenderRequest';
import { slotOfPage } from './slotOfPage';

/** The route's slot as the page names it: the render's outcome, and what the page data says of it. */
export function decidedSlot(entry: RegistryEntry | undefined, render: SlotServerRender): DecidedSlot {
  return { render, serverSlot: entry && slotOfPage(entry, render) };
}

/** The page data with what it says of the decided slot. */
export const dataWithSlot = (data: PageData, { serverSlot }: DecidedSlot): PageData =>
  serverSlot ? { ...data, serverSlot } : data;

/** The host's tree rendered around the decided slot, its recovered errors logged. */
export async function renderAroundDecided(request: PageRenderRequest, renderer: ShellRenderer, slot: DecidedSlot) {
  const { render } = slot;
  const markup = await renderer({
    url: request.url,
    pageData: dataWithSlot(request.data, slot),
    hostname: request.hostname,
    ...(render.status === 'rendered' ? { slotHtml: render.html } : {}),
  });
  for (const error of markup.errors)
    request.log.error(
      { ...logEvent('page-render-failed'), err: error },
      'a boundary of the host was left to the browser',
    );
  return markup;
}
