import { exposeChunks, readManifest, type RemoteManifest } from '@mfp/shared/compatibility';
import type { RegistryEntry } from '@mfp/shared/registry';
import { sriOf, versionFileAt } from '@mfp/store/files';
import { fromAllowedOrigin } from '@mfp/shared/origins';
import { httpFileReader, storeFileReader, type ReadReleaseFile, type StoreFilesAt } from './releaseFileReaders';

/**
 * What a page needs to know of a release to hint its files: the manifest, and the SRI of each chunk of the exposed
 * module by its path in the manifest, which the remote's runtime sets on their scripts (decision 0018). A preload
 * without the same integrity would not be used, and the chunk would be downloaded twice.
 */
export interface ReleaseFiles {
  manifest: RemoteManifest;
  chunkIntegrity: Record<string, string>;
}

/** What the cache knows of one release: being fetched, ready, or failed recently (not asked again for a while). */
type CachedRelease =
  { status: 'fetching' } | { status: 'ready'; files: ReleaseFiles } | { status: 'failed'; at: number };

export interface ReleaseFilesCacheOptions {
  /** Origins whose releases get hints: the allowed remote origins, nothing else (no request forgery). */
  allowedOrigins: readonly string[];
  /**
   * This server's store: releases under its public URL are read through its interface, not over HTTP. Unset (or for
   * a release on another allowed origin), files are fetched.
   */
  store?: StoreFilesAt;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Manifests kept; the oldest is forgotten first. Each is a few KB. */
  maxEntries?: number;
  /** A manifest that could not be fetched is not asked for again before this long. */
  retryAfterMs?: number;
  /** Larger manifests, or chunks, are refused. */
  maxBytes?: number;
  now?: () => number;
}

export interface ReleaseFilesCache {
  /**
   * The files of `entry`'s release if they are known already, without waiting; otherwise undefined, and they are
   * fetched in the background for the next page. A page never waits for a store.
   */
  peek(entry: RegistryEntry): ReleaseFiles | undefined;
}

/**
 * The manifests and expose chunks of live releases, for the preload hints of host pages whose registry entry records
 * none (a release published before decision 0042; `pageHints`): read from this server's
 * store through its interface (`store`), or fetched from another allowed origin. A published version never changes
 * (decision 0016), so files read once, the manifest checked against the integrity the registry recorded, are good for
 * as long as the URL is live: the key is the URL and that integrity.
 *
 * Not covered: verifying what browsers load. A page's hints only say what to download early; the browser checks
 * integrity again when it uses the files (host/src/loading).
 */
export function createReleaseFilesCache({
  allowedOrigins,
  store,
  fetch = globalThis.fetch,
  timeoutMs = 2_000,
  maxEntries = 256,
  retryAfterMs = 30_000,
  maxBytes = 8 * 1024 * 1024,
  now = Date.now,
}: ReleaseFilesCacheOptions): ReleaseFilesCache {
  const cache = new Map<string, CachedRelease>();

  const remember = (key: string, value: CachedRelease) => {
    cache.delete(key);
    cache.set(key, value);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const bounds = { timeoutMs, maxBytes };
  const overHttp = httpFileReader(fetch, bounds);
  const fromStore = store && { publicUrl: store.publicUrl, read: storeFileReader(store, bounds) };
  // The store's own releases are read from the store: the host never asks the CDN in front of its own files.
  const readerFor = (url: string): ReadReleaseFile =>
    fromStore && versionFileAt(fromStore.publicUrl, url) ? fromStore.read : overHttp;

  async function download(entry: RegistryEntry): Promise<ReleaseFiles> {
    const bytesOf = readerFor(entry.entry);
    const bytes = await bytesOf(entry.entry);
    const expected = entry.integrity?.manifest;
    if (expected && sriOf(bytes) !== expected) throw new Error('integrity mismatch');
    const read = readManifest(bytes.toString('utf8'));
    if (read.kind !== 'manifest') throw new Error(read.detail);
    const { manifest } = read;
    const chunks = exposeChunks(manifest, entry.module);
    const chunkIntegrity: Record<string, string> = {};
    for (const file of chunks) chunkIntegrity[file] = sriOf(await bytesOf(new URL(file, entry.entry).href));
    return { manifest, chunkIntegrity };
  }

  return {
    peek(entry) {
      if (!fromAllowedOrigin(entry.entry, allowedOrigins)) return undefined;
      const key = `${entry.entry} ${entry.integrity?.manifest ?? ''}`;
      const known = cache.get(key);
      if (known?.status === 'ready') return known.files;
      if (known?.status === 'fetching') return undefined;
      if (known?.status === 'failed' && now() - known.at < retryAfterMs) return undefined;
      remember(key, { status: 'fetching' });
      download(entry).then(
        (files) => remember(key, { status: 'ready', files }),
        // Only a missed optimisation: the browser fetches the manifest itself and reports what is wrong with it.
        () => remember(key, { status: 'failed', at: now() }),
      );
      return undefined;
    },
  };
}
