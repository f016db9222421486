import { namedRoute, registryDocumentSchema, registryEntrySchema, type RegistryEntry } from '@mfp/shared/registry';

/** A registry larger than this is not read for pages: they fetch it. Real ones are a few KB, 200 remotes ~250 KB. */
export const MAX_PAGE_REGISTRY_BYTES = 4 * 1024 * 1024;
/** A document inlined whole (one that is no registry, for the page to report) is at most this large. */
export const MAX_INLINED_REGISTRY_BYTES = 256 * 1024;

/**
 * What pages take from a registry's bytes (decision 0021, 0043):
 * - `fetch`: nothing (missing, not JSON, too large): the page fetches `/registry.json` and reports what it finds;
 * - `whole`: a JSON document of another shape, inlined as it is for the page to report;
 * - `entries`: the valid entries, each with its item as the document holds it, so that a page inlines its route's
 *   entry byte for byte what `/registry.json` has (the browser then keeps the same object, and its slot, when it
 *   reads the whole registry later), and the navigation; `routes` holds every route the document names readably,
 *   a skipped entry's included, for what has a page and what is a 404 (`pageExists`).
 */
export type PageRegistry =
  | { inline: 'fetch'; entries: [] }
  | { inline: 'whole'; document: unknown; entries: [] }
  | {
      inline: 'entries';
      entries: RegistryEntry[];
      items: ReadonlyMap<RegistryEntry, RegistryItem>;
      routes: readonly string[];
    };

/** An entry as the document holds it, and where: the page's problems must name the index `/registry.json` has. */
interface RegistryItem {
  item: unknown;
  index: number;
}

/** Nothing to inline or hint: the page fetches `/registry.json` and reports what it finds. */
export const NO_PAGE_REGISTRY: PageRegistry = { inline: 'fetch', entries: [] };

/**
 * Parsed and validated once per revision (registrySnapshot.ts keeps it with the revision), since a registry changes
 * with a deploy and pages are asked for all the time. The page validates what it gets again itself and reports its
 * problems; the server only needs the valid entries, for the hints and the navigation.
 */
export function pageRegistryOf(bytes: Buffer): PageRegistry {
  if (bytes.length > MAX_PAGE_REGISTRY_BYTES) return NO_PAGE_REGISTRY;
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch {
    return NO_PAGE_REGISTRY;
  }
  const shape = registryDocumentSchema.safeParse(document);
  if (!shape.success) {
    return bytes.length > MAX_INLINED_REGISTRY_BYTES ? NO_PAGE_REGISTRY : { inline: 'whole', document, entries: [] };
  }
  const entries: RegistryEntry[] = [];
  const items = new Map<RegistryEntry, RegistryItem>();
  const routes: string[] = [];
  shape.data.remotes.forEach((item, index) => {
    const route = namedRoute(item);
    if (route !== undefined) routes.push(route);
    const entry = registryEntrySchema.safeParse(item);
    if (!entry.success) return;
    entries.push(entry.data);
    items.set(entry.data, { item, index });
  });
  return { inline: 'entries', entries, items, routes };
}
