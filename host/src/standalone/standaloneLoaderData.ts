import { LOADER_DATA_ELEMENT_ID, type Loader, type LoaderDataBlock, type LoaderDataSource } from '@mfp/shared/remote';
import { browserLoaderSource } from '../data/browserLoaderSource';

/**
 * The data a page rendered by the dev server (`--ssr`) arrived with for this remote, by URL: the page's JSON data
 * block, as a host page carries it. Empty when there is none, or when it is another remote's.
 */
function dataOnPage(remoteName: string, doc: Document): Map<string, unknown> {
  const text = doc.getElementById(LOADER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  // Read by hand, not with the block's zod schema: browser code carries no zod (decision 0039).
  const block = JSON.parse(text) as Partial<LoaderDataBlock> | null;
  if (block?.remote !== remoteName || typeof block.url !== 'string' || typeof block.data !== 'string') return new Map();
  return new Map([[block.url, JSON.parse(block.data) as unknown]]);
}

/** `mfp.apiOrigins` from package.json: a list of origins, or none. Read at run time, as JSON any remote may write. */
function apiOriginsOf(settings: object | undefined): string[] {
  const origins = (settings as { apiOrigins?: unknown } | undefined)?.apiOrigins;
  if (origins === undefined) return [];
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string'))
    throw new Error('package.json\'s mfp.apiOrigins must be a list of origins, e.g. ["http://127.0.0.1:3200"]');
  return origins;
}

/**
 * A standalone page's loader data: the remote's `loader` run in the browser against its `apiOrigins`, starting from
 * what the page arrived with. Undefined for a remote that exports no loader: it reads no data.
 */
export function standaloneLoaderData(
  {
    module,
    settings,
    remoteName,
    basePath,
  }: { module?: object; settings?: object; remoteName: string; basePath: string },
  doc: Document = document,
): LoaderDataSource | undefined {
  const loader = (module as { loader?: unknown } | undefined)?.loader;
  if (typeof loader !== 'function') return undefined;
  return browserLoaderSource({
    loader: loader as Loader,
    basePath,
    apiOrigins: apiOriginsOf(settings),
    initial: dataOnPage(remoteName, doc),
  });
}
