import { LOADER_DATA_ELEMENT_ID, loaderDataBlockSchema, type LoaderDataBlock } from '@mfp/shared/remote';

/**
 * The loader data the server sent with the page (decision 0093), or undefined when there is none or it does not parse:
 * the slot then loads its data through the host, as on a client navigation, rather than fail the page.
 */
export function readLoaderDataBlock(doc: Document = document): LoaderDataBlock | undefined {
  const text = doc.getElementById(LOADER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = loaderDataBlockSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
