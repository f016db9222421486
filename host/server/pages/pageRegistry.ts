import { registryDocumentSchema, registryEntrySchema, type RegistryEntry } from '@mfp/shared/registry';

/** A registry larger than this is not inlined; the page fetches it. Real ones are a few KB. */
export const MAX_INLINED_REGISTRY_BYTES = 256 * 1024;

/** The registry as a page gets it: the document to inline (if any), and its valid entries, for the hints. */
export interface PageRegistry {
  /** Undefined when the registry is missing, not JSON or too large: the page then fetches and reports it. */
  document: unknown;
  entries: RegistryEntry[];
}

/** Nothing to inline or hint: the page fetches `/registry.json` and reports what it finds. */
export const NO_PAGE_REGISTRY: PageRegistry = { document: undefined, entries: [] };

/**
 * What pages take from a registry's bytes: parsed and validated once per revision (host/server/registry keeps it with
 * the revision), since a registry changes with a deploy and pages are asked for all the time. The page validates the
 * document again itself and reports its problems; the server only needs the valid entries to hint the route's remote.
 */
export function pageRegistryOf(bytes: Buffer): PageRegistry {
  if (bytes.length > MAX_INLINED_REGISTRY_BYTES) return NO_PAGE_REGISTRY;
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch {
    return NO_PAGE_REGISTRY;
  }
  const shape = registryDocumentSchema.safeParse(document);
  const entries = shape.success
    ? shape.data.remotes.flatMap((candidate) => {
        const entry = registryEntrySchema.safeParse(candidate);
        return entry.success ? [entry.data] : [];
      })
    : [];
  return { document, entries };
}
