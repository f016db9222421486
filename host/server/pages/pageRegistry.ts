import { registryDocumentSchema, registryEntrySchema, type RegistryEntry } from '@mfp/shared/registry';
import type { RegistrySource } from '../registry/registryRoute';

/** A registry larger than this is not inlined; the page fetches it. Real ones are a few KB. */
export const MAX_INLINED_REGISTRY_BYTES = 256 * 1024;

/** The registry as a page gets it: the document to inline (if any), and its valid entries, for the hints. */
export interface PageRegistry {
  /** Undefined when the registry is missing, not JSON or too large: the page then fetches and reports it. */
  document: unknown;
  entries: RegistryEntry[];
}

const NONE: PageRegistry = { document: undefined, entries: [] };

/**
 * Reads the registry for each page, and parses and validates it only when its bytes changed since the last page: a
 * registry changes with a deploy, pages are asked for all the time. The page validates the document again itself and
 * reports its problems; the server only needs the valid entries to hint the route's remote.
 */
export function createPageRegistry(source: RegistrySource): () => Promise<PageRegistry> {
  let last: { bytes: Buffer; registry: PageRegistry } | undefined;
  return async () => {
    const read = await source.readRegistry();
    if (read.kind !== 'found' || read.bytes.length > MAX_INLINED_REGISTRY_BYTES) return NONE;
    if (last?.bytes.equals(read.bytes)) return last.registry;
    const registry = parse(read.bytes);
    last = { bytes: read.bytes, registry };
    return registry;
  };
}

function parse(bytes: Buffer): PageRegistry {
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch {
    return NONE;
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
