import type { PageData } from '@mfp/shared/page';
import { REGISTRY_PATH } from '@mfp/shared/registry';
import { endMeasure, HOST_MEASURES } from '../benchMeasures/userTiming';
import { fetchRegistry, loadRegistryDocument, type LoadedRegistry } from './fetchRegistry';

/** Where the shell's registry comes from: the page's copy first, if it has a usable one, then fetches. */
export interface RegistrySource {
  /** The registry the page came with, validated; undefined when it had none the shell can use. */
  initial?: LoadedRegistry;
  load(timeoutMs: number): Promise<LoadedRegistry>;
}

/**
 * The registry source of a page: the registry inlined by the host server, read with the page's origins, and later
 * fetches read with the same origins, those of the page's own CSP. With `navigation`, the inlined registry is only the
 * route's entry (decision 0043): `initial` then carries the navigation, and the shell reads the rest after its first
 * paint. `url` is where the page reads it: `/registry.json`, with the tab's preview link when it has one.
 *
 * Not covered: a page registry that is no registry document at all. It is left out, and the shell's first fetch
 * reports it (`registry-invalid`, with a digest) as it reports a fetched one.
 */
export function pageRegistrySource(page: PageData, load = fetchRegistry, url = REGISTRY_PATH): RegistrySource {
  const initial = page.registry === undefined ? undefined : tryLoad(page);
  endMeasure(HOST_MEASURES.registry);
  return { ...(initial ? { initial } : {}), load: (timeoutMs) => load(timeoutMs, page, url) };
}

function tryLoad(page: PageData): LoadedRegistry | undefined {
  try {
    const loaded = loadRegistryDocument(page.registry, page);
    if (!page.navigation) return loaded;
    // The page's one entry is entry `registryIndex` of /registry.json: its problem must read as the whole registry's.
    const { registryIndex = 0 } = page;
    const problems = loaded.problems.map((problem) => ({ ...problem, index: registryIndex + problem.index }));
    return { ...loaded, problems, navigation: page.navigation };
  } catch {
    return undefined;
  }
}
