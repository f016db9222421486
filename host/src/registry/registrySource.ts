import type { PageData } from '@mfp/shared/page';
import { endMeasure, HOST_MEASURES } from '../timing/userTiming';
import { fetchRegistry, loadRegistryDocument, type LoadedRegistry } from './fetchRegistry';

/** Where the shell's registry comes from: the page's copy first, if it has a usable one, then fetches. */
export interface RegistrySource {
  /** The registry the page came with, validated; undefined when it had none the shell can use. */
  initial?: LoadedRegistry;
  load(timeoutMs: number): Promise<LoadedRegistry>;
}

/**
 * The registry source of a page: the registry inlined by the host server, read with the page's origins, and later
 * fetches read with the same origins, those of the page's own CSP.
 *
 * Not covered: a page registry that is no registry document at all. It is left out, and the shell's first fetch
 * reports it (`registry-invalid`, with a digest) as it reports a fetched one.
 */
export function pageRegistrySource(page: PageData, load = fetchRegistry): RegistrySource {
  const initial = page.registry === undefined ? undefined : tryLoad(page);
  endMeasure(HOST_MEASURES.registry);
  return { ...(initial ? { initial } : {}), load: (timeoutMs) => load(timeoutMs, page) };
}

function tryLoad(page: PageData): LoadedRegistry | undefined {
  try {
    return loadRegistryDocument(page.registry, page);
  } catch {
    return undefined;
  }
}
