import { PAGE_DATA_ELEMENT_ID, type ServerSlot } from '@mfp/shared/page';
import { readPageData } from '../page/readPageData';

/**
 * What the dev server rendered in this remote's slot, from the page data it wrote (`dev:remote --ssr`, decision 0069);
 * undefined on a standalone page the browser renders alone, which carries no page data.
 */
export function standaloneServerSlot(remoteName: string, doc: Document = document): ServerSlot | undefined {
  if (!doc.getElementById(PAGE_DATA_ELEMENT_ID)) return undefined;
  const { serverSlot } = readPageData(doc);
  return serverSlot?.name === remoteName ? serverSlot : undefined;
}
