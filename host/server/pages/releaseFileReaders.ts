import type { VersionFiles } from '@mfp/store';
import { versionFileAt } from '@mfp/store/files';

/** The bytes of one file of a release, by its public URL; rejects when it is missing, too large or too slow. */
export type ReadReleaseFile = (url: string) => Promise<Buffer>;

/** What a page's hints may cost the server: a file read is abandoned after `timeoutMs`, refused above `maxBytes`. */
export interface ReadBounds {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * This server's own store: the version files under STORE_PUBLIC_URL, read through the store's interface wherever
 * they are kept (a folder, a bucket), never through the public URL, which may be a CDN in front of them.
 */
export interface StoreFilesAt {
  /** STORE_PUBLIC_URL: a registry entry below it names a version file of this store (`versionFileAt`). */
  publicUrl: string;
  files: Pick<VersionFiles, 'readVersionFile'>;
}

/**
 * Why a release file could not be read. `transient`: worth another attempt (no answer in time, a 5xx, the network);
 * otherwise the file is missing, refused or too large, and will stay so (`LOAD_RETRY_RULE`).
 */
export class ReleaseFileUnreadable extends Error {
  override name = 'ReleaseFileUnreadable';
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

function checkSize(bytes: Buffer, { maxBytes }: ReadBounds): Buffer {
  if (bytes.length > maxBytes) throw new ReleaseFileUnreadable(`larger than ${maxBytes} bytes`, false);
  return bytes;
}

/** Files of this server's store, through `readVersionFile`; a URL elsewhere is refused. */
export function storeFileReader(store: StoreFilesAt, bounds: ReadBounds): ReadReleaseFile {
  return async (url) => {
    const location = versionFileAt(store.publicUrl, url);
    if (location === undefined)
      throw new ReleaseFileUnreadable(`${url} is not a version file under ${store.publicUrl}`, false);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      const slow = () => reject(new ReleaseFileUnreadable(`no answer within ${bounds.timeoutMs} ms`, true));
      timer = setTimeout(slow, bounds.timeoutMs);
    });
    try {
      const read = store.files.readVersionFile(location.remote, location.version, location.file);
      const bytes = await Promise.race([read, late]);
      if (bytes === undefined) throw new ReleaseFileUnreadable(`${url} is not in the store`, false);
      return checkSize(bytes, bounds);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Files on another allowed origin (not this server's store), over HTTP, without following redirects. */
export function httpFileReader(fetch: typeof globalThis.fetch, bounds: ReadBounds): ReadReleaseFile {
  return async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(bounds.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new ReleaseFileUnreadable(`HTTP ${response.status}`, response.status >= 500);
    return checkSize(Buffer.from(await response.arrayBuffer()), bounds);
  };
}
