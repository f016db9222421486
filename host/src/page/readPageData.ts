import {
  PAGE_DATA_ELEMENT_ID,
  pageDataSchema,
  STREAMED_SLOT_ELEMENT_ID,
  streamedSlotOf,
  type PageData,
} from '@mfp/shared/page';
import { HOST_MEASURES, startMeasure } from '../benchMeasures/userTiming';

/** What a page without readable page data knows: no origin is allowed, so nothing loads from another origin. */
export const FAIL_CLOSED_PAGE_DATA: PageData = { allowedRemoteOrigins: [] };

/**
 * A page that streamed its slot behind the shell (decision 0096) names the slot in a data block sent with the slot's
 * part, after the root: the head went out before the slot was decided. The page's scripts are deferred, so they run
 * once the whole document is parsed, that block included. A page sent whole names it in its page data.
 */
function withStreamedSlot(data: PageData, doc: Pick<Document, 'getElementById'>): PageData {
  if (data.serverSlot) return data;
  const serverSlot = streamedSlotOf(doc.getElementById(STREAMED_SLOT_ELEMENT_ID)?.textContent);
  return serverSlot ? { ...data, serverSlot } : data;
}

/**
 * The page data the host server wrote into this page (`@mfp/shared/page`). Without it, or when it is unreadable, the
 * page fails closed: no allowed origins, no overrides, no inlined registry. It says so in the console, since every
 * remote will then be skipped with "not an allowed remote origin".
 *
 * Not covered: pages served by something other than the host server or the dev server; they get the closed default.
 */
export function readPageData(doc: Pick<Document, 'getElementById'> = document): PageData {
  // Ends once the registry in it is validated (registrySource.ts).
  startMeasure(HOST_MEASURES.registry);
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (text == null) {
    console.error(
      `The page has no #${PAGE_DATA_ELEMENT_ID} element, so it does not know which origins may serve remotes: ` +
        'nothing is loaded from another origin. Serve the page through the host server (npm start).',
    );
    return FAIL_CLOSED_PAGE_DATA;
  }
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    if (parsed.success) return withStreamedSlot(parsed.data, doc);
  } catch {
    // Reported below, like a document of the wrong shape.
  }
  console.error(
    `The page's #${PAGE_DATA_ELEMENT_ID} element is unreadable, so nothing is loaded from another origin. ` +
      'Rebuild and restart the host server (npm start).',
  );
  return FAIL_CLOSED_PAGE_DATA;
}
