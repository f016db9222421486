import { pageDataFromHtml, type ServerSlot } from '@mfp/shared/page';

/** One host page as the load's server-rendering cases see it: its status and what the server did in its slot. */
export interface PageSlot {
  status: number;
  /** Undefined when the slot was left to the browser (`client-only`, or the page carried no page data). */
  slot: ServerSlot | undefined;
}

/** Asks the host for the page at `url` as a browser would (`accept: text/html`) and reads its page data. */
export async function pageSlot(url: string): Promise<PageSlot> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, slot: pageDataFromHtml(html)?.serverSlot };
}
