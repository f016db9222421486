import { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData } from './pageDataSchema';

const ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`);

/**
 * The page data of a host page's HTML, for tools outside the browser (the dev commands, tests); undefined when the
 * page carries none or an unreadable one. Pages in a browser read their own element instead.
 */
export function pageDataFromHtml(html: string): PageData | undefined {
  const text = ELEMENT.exec(html)?.[1];
  if (text === undefined) return undefined;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
