import type { LoadKind } from '@mfp/shared/status';

/** The part of Web Storage the marks use. */
type MarkStorage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** What this browser has loaded of each remote's releases, so a load time knows its kind (decision 0091). */
export interface LoadedReleases {
  /** `first` if this browser never loaded `remote` at `version` before (and remembers it now), else `later`. */
  loadKindOf(remote: string, version: string | undefined): LoadKind;
}

const KEY_PREFIX = 'mfp:loaded:';

/**
 * Versions remembered per remote, the latest last. A release's files are immutable under their versioned URL (the
 * store's `cacheClass`), so the browser's cache holds them after a first load; it rarely keeps more releases than the
 * live one, a rollout's, the last known good and one or two before.
 */
const VERSIONS_PER_REMOTE = 5;

function versionsIn(storage: MarkStorage | undefined, key: string): string[] {
  try {
    const held: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(held) ? held.filter((version): version is string => typeof version === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The releases this browser has loaded, marked in localStorage: one short list of versions per remote, no personal
 * data, nothing sent. Chosen over the Resource Timing API's `transferSize`, which reads 0 for a file of another origin
 * without `Timing-Allow-Origin` (a CDN), is not there at all for a client navigation that reuses loaded code, and
 * stops once the page's resource buffer is full. A mark outlives an evicted cache entry (that load is then called
 * later); a cleared site clears both. Where storage cannot be reached (disabled, sandboxed), the marks hold for the
 * page only: every page load's first load of a release is then `first`, on both sides of a comparison alike.
 */
export function loadedReleasesIn(storage: MarkStorage | undefined): LoadedReleases {
  const inPage = new Map<string, string[]>();
  return {
    loadKindOf(remote, version = '') {
      const key = `${KEY_PREFIX}${remote}`;
      // The page's own marks too: a mark storage refused to keep still holds for this page.
      const versions = [...new Set([...(inPage.get(key) ?? []), ...versionsIn(storage, key)])];
      const kind: LoadKind = versions.includes(version) ? 'later' : 'first';
      const marked = [...versions.filter((held) => held !== version), version].slice(-VERSIONS_PER_REMOTE);
      inPage.set(key, marked);
      try {
        storage?.setItem(key, JSON.stringify(marked));
      } catch {
        // Full or refused: the page's own marks still hold.
      }
      return kind;
    },
  };
}

/** This browser's marks, in its localStorage where it can be reached. */
export const browserLoadedReleases = (): LoadedReleases => loadedReleasesIn(localStorageOf());

function localStorageOf(): MarkStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
