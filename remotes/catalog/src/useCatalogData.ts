import { useLoaderData } from '@mfp/remote-kit/data';
import type { CatalogData } from './catalogData';

type Page = CatalogData['page'];

/**
 * The loader's data for the current URL, for a page that renders one of `pages`. Another page's data here is a bug of
 * the loader's mapping from paths to pages, thrown for the host's boundary rather than rendered wrong.
 */
export function useCatalogData<P extends Page>(...pages: P[]): Extract<CatalogData, { page: P }> {
  const data = useLoaderData<CatalogData>();
  if (!(pages as Page[]).includes(data.page))
    throw new Error(`the catalog's loader answered the ${data.page} page where the ${pages.join(' or ')} page renders`);
  return data as Extract<CatalogData, { page: P }>;
}
