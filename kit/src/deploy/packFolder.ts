import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import * as tar from 'tar-stream';
import { UserFacingError } from '@mfp/settings/command';

export interface FolderFile {
  /** Relative to the folder, with `/` separators: the name in the archive. */
  name: string;
  size: number;
}

/**
 * The regular files under `dir`, sorted by name. Links, devices and the like are left out: the server refuses them in
 * an upload, and a build never writes them.
 */
export async function listFolderFiles(dir: string): Promise<FolderFile[]> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory())
    throw new UserFacingError(
      `No build folder at ${dir}: run \`mfp build\` (npm run build) first, or give the folder: mfp deploy <dist>.`,
    );
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: FolderFile[] = [];
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const absolute = path.join(entry.parentPath, entry.name);
    files.push({ name: path.relative(dir, absolute).split(path.sep).join('/'), size: (await stat(absolute)).size });
  }
  if (files.length === 0) throw new UserFacingError(`The build folder ${dir} is empty: run \`mfp build\` first.`);
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * `files` of `dir` as a gzipped tar, streamed: nothing is held in memory or written to disk. `onRead` is told the
 * bytes of file content read so far, which the upload's backpressure keeps close to what was sent.
 * The entries carry no owner and a fixed time, so the same files give the same archive.
 */
export function packFolder(
  dir: string,
  files: readonly FolderFile[],
  onRead: (bytes: number) => void = () => {},
): Readable {
  const pack = tar.pack();
  const gzip = createGzip();
  let read = 0;
  const addAll = async () => {
    for (const file of files) {
      const source = createReadStream(path.join(dir, ...file.name.split('/')));
      source.on('data', (chunk) => onRead((read += chunk.length)));
      const entry = pack.entry({ name: file.name, size: file.size, mode: 0o644, mtime: new Date(0), type: 'file' });
      await pipeline(source, entry);
    }
    pack.finalize();
  };
  addAll().catch((error: unknown) => gzip.destroy(error instanceof Error ? error : new Error(String(error))));
  pipeline(pack, gzip).catch((error: unknown) =>
    gzip.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return gzip;
}
