import type { RegistryEntry, ServerEntry } from '@mfp/shared/registry';
import { fromAllowedOrigin } from '@mfp/shared/origins';
import { LOAD_RETRY_RULE } from '@mfp/shared/remote';
import { sriOf, versionFileAt } from '@mfp/store/files';
import {
  httpFileReader,
  storeFileReader,
  type ReadReleaseFile,
  type StoreFilesAt,
} from '../../pages/releaseFileReaders';
import { readWithRetries } from './readWithRetries';
import { createServerCodeCache, type ServerCodeCacheBounds } from './serverCodeCache';

/** A registry entry whose live release has a server build. */
export type ServerRenderableEntry = RegistryEntry & { server: ServerEntry };

/** A server script ready to run, checked against the integrity its deploy recorded, or why there is none. */
export type ServerEntryLoad =
  | { status: 'loaded'; code: string; integrity: string }
  | { status: 'failed'; kind: 'server-entry-unreachable' | 'server-integrity-failed'; message: string };

export interface ServerEntryLoaderOptions {
  /** Origins server scripts may come from: the allowed remote origins, as for the browser's loads. */
  allowedOrigins: readonly string[];
  /** This server's store: its releases are read through its interface, never through the CDN in front. */
  store?: StoreFilesAt;
  fetch?: typeof globalThis.fetch;
  /** One attempt's budget; a file larger than `maxBytes` is refused. */
  timeoutMs?: number;
  maxBytes?: number;
  retries?: number;
  retryBaseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  cache?: ServerCodeCacheBounds;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The host server's fetch of a release's server build (decision 0063): `server.entry` relative to the entry's
 * manifest URL, from this server's store or an allowed origin, bounded in time and bytes, retried after a transient
 * failure by the browser's rule (`LOAD_RETRY_RULE`), and checked against the SHA-384 the deploy recorded before
 * anything returns it. Checked scripts are kept by integrity (`createServerCodeCache`); loads of one script at once
 * share one fetch. Never throws: a failure is a result, and the slot renders in the browser.
 */
export function createServerEntryLoader({
  allowedOrigins,
  store,
  fetch = globalThis.fetch,
  timeoutMs = 5_000,
  maxBytes = 5 * 1024 * 1024,
  retries = LOAD_RETRY_RULE.retries,
  retryBaseDelayMs = LOAD_RETRY_RULE.baseDelayMs,
  sleep = wait,
  cache: cacheBounds = { maxEntries: 64, maxChars: 64 * 1024 * 1024 },
}: ServerEntryLoaderOptions): (entry: ServerRenderableEntry) => Promise<ServerEntryLoad> {
  const cache = createServerCodeCache(cacheBounds);
  const inFlight = new Map<string, Promise<ServerEntryLoad>>();
  const bounds = { timeoutMs, maxBytes };
  const overHttp = httpFileReader(fetch, bounds);
  const fromStore = store && storeFileReader(store, bounds);
  const readerFor = (url: string): ReadReleaseFile =>
    fromStore && store && versionFileAt(store.publicUrl, url) ? fromStore : overHttp;

  async function download(entry: ServerRenderableEntry): Promise<ServerEntryLoad> {
    const { integrity } = entry.server;
    const url = new URL(entry.server.entry, entry.entry).href;
    if (!fromAllowedOrigin(url, allowedOrigins))
      return { status: 'failed', kind: 'server-entry-unreachable', message: `${url} is not on an allowed origin` };
    let bytes: Buffer;
    try {
      bytes = await readWithRetries(readerFor(url), url, { retries, retryBaseDelayMs, sleep });
    } catch (error) {
      return { status: 'failed', kind: 'server-entry-unreachable', message: `${url}: ${messageOf(error)}` };
    }
    const actual = sriOf(bytes);
    if (actual !== integrity)
      return {
        status: 'failed',
        kind: 'server-integrity-failed',
        message: `${url} has ${actual}, not the ${integrity} its deploy recorded: it changed after the deploy`,
      };
    const code = bytes.toString('utf8');
    cache.set(integrity, code);
    return { status: 'loaded', code, integrity };
  }

  return (entry) => {
    const { integrity } = entry.server;
    const code = cache.get(integrity);
    if (code !== undefined) return Promise.resolve({ status: 'loaded', code, integrity });
    const key = `${integrity} ${new URL(entry.server.entry, entry.entry).href}`;
    const pending = inFlight.get(key) ?? download(entry).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  };
}
