import { createHash } from 'node:crypto';
import { remoteManifestSchema, type RemoteManifest } from '@mfp/shared/compatibility';
import type { RegistryEntry } from '@mfp/shared/registry';
import { originOf } from './originOf';

/** What the cache knows of one manifest: being fetched, ready, or failed recently (not asked again for a while). */
type CachedManifest =
  { status: 'fetching' } | { status: 'ready'; manifest: RemoteManifest } | { status: 'failed'; at: number };

export interface RemoteManifestCacheOptions {
  /** Origins the server may fetch manifests from: the allowed remote origins, nothing else (no request forgery). */
  allowedOrigins: readonly string[];
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Manifests kept; the oldest is forgotten first. Each is a few KB. */
  maxEntries?: number;
  /** A manifest that could not be fetched is not asked for again before this long. */
  retryAfterMs?: number;
  /** Larger manifests are refused. */
  maxBytes?: number;
  now?: () => number;
}

export interface RemoteManifestCache {
  /**
   * The manifest of `entry`'s release if it is known already, without waiting; otherwise undefined, and it is fetched
   * in the background for the next page. A page never waits for a store.
   */
  peek(entry: RegistryEntry): RemoteManifest | undefined;
}

const sri384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The manifests of live releases, for the preload hints of host pages. A version folder never changes (decision 0016),
 * so a manifest fetched once, and checked against the integrity the registry recorded, is good for as long as the URL
 * is live: the key is the URL and that integrity.
 *
 * Not covered: verifying what browsers load. A page's hints only say what to download early; the browser checks
 * integrity again when it uses the files (host/src/loading).
 */
export function createRemoteManifestCache({
  allowedOrigins,
  fetch = globalThis.fetch,
  timeoutMs = 2_000,
  maxEntries = 256,
  retryAfterMs = 30_000,
  maxBytes = 512 * 1024,
  now = Date.now,
}: RemoteManifestCacheOptions): RemoteManifestCache {
  const cache = new Map<string, CachedManifest>();

  const remember = (key: string, value: CachedManifest) => {
    cache.delete(key);
    cache.set(key, value);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  async function download(entry: RegistryEntry): Promise<RemoteManifest> {
    const response = await fetch(entry.entry, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
    const expected = entry.integrity?.manifest;
    if (expected && sri384(bytes) !== expected) throw new Error('integrity mismatch');
    return remoteManifestSchema.parse(JSON.parse(bytes.toString('utf8')));
  }

  return {
    peek(entry) {
      if (!allowedOrigins.includes(originOf(entry.entry))) return undefined;
      const key = `${entry.entry} ${entry.integrity?.manifest ?? ''}`;
      const known = cache.get(key);
      if (known?.status === 'ready') return known.manifest;
      if (known?.status === 'fetching') return undefined;
      if (known?.status === 'failed' && now() - known.at < retryAfterMs) return undefined;
      remember(key, { status: 'fetching' });
      download(entry).then(
        (manifest) => remember(key, { status: 'ready', manifest }),
        // Only a missed optimisation: the browser fetches the manifest itself and reports what is wrong with it.
        () => remember(key, { status: 'failed', at: now() }),
      );
      return undefined;
    },
  };
}
