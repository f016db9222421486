import { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData } from '@mfp/shared/page';
import { HOST_MEASURES, startMeasure } from '../benchMeasures/userTiming';

/** What a page without readable page data knows: no origin is allowed, so nothing loads from another origin. */
export const FAIL_CLOSED_PAGE_DATA: PageData = { allowedRemoteOrigins: [] };

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
    if (parsed.success) return parsed.data;
  } catch {
    // Reported below, like a document of the wrong shape.
  }
  console.error(
    `The page's #${PAGE_DATA_ELEMENT_ID} element is unreadable, so nothing is loaded from another origin. ` +
      'Rebuild and restart the host server (npm start).',
  );
  return FAIL_CLOSED_PAGE_DATA;
}
