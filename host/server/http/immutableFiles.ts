import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SIBLING_SUFFIX } from '@mfp/store/files';
import type { StoredEncoding } from './acceptEncoding';

/** What the host server holds of one content-hashed file of the build: its bytes and their precompressed siblings. */
interface FileInMemory {
  type: string;
  /** Weak: one tag for every encoding of the same content, compared as If-None-Match compares. */
  etag: string;
  lastModified: string;
  bytes: Partial<Record<StoredEncoding, Buffer>> & { identity: Buffer };
  encodings: ReadonlySet<StoredEncoding>;
}

export interface ImmutableFiles {
  /** The file `name` of the build's root, read once, then kept in memory; undefined when absent (or too large). */
  get(name: string): Promise<FileInMemory | undefined>;
}

/** The bytes the files in memory may take, siblings included; least recently used go first. The host's are ~1 MB. */
const DEFAULT_FILES_IN_MEMORY_MAX_BYTES = 32 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const SIBLINGS = Object.entries(SIBLING_SUFFIX) as readonly [Exclude<StoredEncoding, 'identity'>, string][];

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readIntoMemory(root: string, name: string): Promise<FileInMemory | undefined> {
  const file = path.join(root, name);
  const info = await stat(file).catch(() => undefined);
  const identity = info?.isFile() ? await readIfThere(file) : undefined;
  if (!info || !identity) return undefined;
  const bytes: FileInMemory['bytes'] = { identity };
  for (const [encoding, suffix] of SIBLINGS) {
    const sibling = await readIfThere(`${file}${suffix}`);
    if (sibling) bytes[encoding] = sibling;
  }
  return {
    type: TYPES[path.extname(name)] ?? 'application/octet-stream',
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    lastModified: info.mtime.toUTCString(),
    bytes,
    encodings: new Set(Object.keys(bytes) as StoredEncoding[]),
  };
}

const sizeOf = (file: FileInMemory) => Object.values(file.bytes).reduce((sum, bytes) => sum + bytes.length, 0);

/**
 * The content-hashed files of the host's build (`name.0123abcd.js`), read from `root` on their first request and then
 * answered from memory: a name that never changes content needs no file-system round trip per request (stat, open,
 * read, and a stat per sibling), which capped a 522-byte chunk near 2,000 req/s (decision 0043). Reads of one name in
 * flight are shared. A name that is not there is not remembered, so a build that adds it later is found.
 *
 * Not covered: files without a content hash (`main.js`), which change in place and stay with the static server and
 * its revalidation; range requests, which the static server answers. (`index.html` is never a file answer: it is the
 * host page's template.)
 */
export function createImmutableFiles(root: string, maxBytes = DEFAULT_FILES_IN_MEMORY_MAX_BYTES): ImmutableFiles {
  const inMemory = new Map<string, FileInMemory>();
  const reading = new Map<string, Promise<FileInMemory | undefined>>();
  let bytesInMemory = 0;

  const keep = (name: string, file: FileInMemory) => {
    const size = sizeOf(file);
    if (size > maxBytes) return;
    bytesInMemory += size;
    inMemory.set(name, file);
    for (const [oldest, old] of inMemory) {
      if (bytesInMemory <= maxBytes) break;
      inMemory.delete(oldest);
      bytesInMemory -= sizeOf(old);
    }
  };

  return {
    get(name) {
      const known = inMemory.get(name);
      if (known) {
        // Most recently used last, so the eviction above takes the least recently used first.
        inMemory.delete(name);
        inMemory.set(name, known);
        return Promise.resolve(known);
      }
      let pending = reading.get(name);
      if (!pending) {
        pending = readIntoMemory(root, name)
          // A file it cannot read (permissions, a folder of that name) is left to the static server to answer.
          .catch(() => undefined)
          .then((file) => {
            if (file) keep(name, file);
            return file;
          })
          .finally(() => reading.delete(name));
        reading.set(name, pending);
      }
      return pending;
    },
  };
}
