import { exposeChunks, exposeStylesheets, manifestEntryFile, type RemoteManifest } from '@mfp/shared/compatibility';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import path from 'node:path';
import { precompressedSibling } from './precompressedSibling';
import type { RecordedCriticalPath } from './recordedCriticalPath';

/** A manifest's path as a path in the version (`./a.js` → `a.js`), or undefined for one that could leave it. */
function inside(file: string): string | undefined {
  const normal = path.posix.normalize(file);
  if (file.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(file) || path.posix.isAbsolute(normal)) return undefined;
  return normal.split('/').includes('..') ? undefined : normal;
}

/**
 * The files a first render of expose `module` downloads, in order: the manifest, the entry, and the expose's
 * synchronous scripts and stylesheets, the files a host page preloads of it (decision 0042's rule: `exposeChunks`,
 * `exposeStylesheets`). The entry counts whatever its type. Shared dependencies do not: the host provides them.
 */
function criticalPathFiles(manifest: RemoteManifest, module: string): string[] | undefined {
  const named = [
    REMOTE_MANIFEST_FILE,
    manifestEntryFile(manifest),
    ...exposeChunks(manifest, module),
    ...exposeStylesheets(manifest, module),
  ].map(inside);
  if (named.some((file) => file === undefined)) return undefined;
  return [...new Set(named as string[])];
}

/**
 * What the critical path of `module` weighs in gzip bytes (decision 0072): each file as the store sends it to a browser
 * that accepts gzip, its `.gz` sibling when a publish writes one (`precompressedSibling`, the publish's own rule and
 * level), else the file itself. Undefined when a file is missing or named outside the version: the gate refuses those
 * on their own (`file-missing`, `file-outside`).
 */
export async function measureCriticalPath(
  manifest: RemoteManifest,
  module: string,
  read: (file: string) => Promise<Buffer | undefined>,
): Promise<RecordedCriticalPath | undefined> {
  const files = criticalPathFiles(manifest, module);
  if (!files) return undefined;
  const measured: Record<string, number> = {};
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = await read(file);
    if (bytes === undefined) return undefined;
    measured[file] = (await precompressedSibling('gzip', bytes, file))?.length ?? bytes.length;
    gzipBytes += measured[file];
  }
  return { gzipBytes, files: measured };
}
