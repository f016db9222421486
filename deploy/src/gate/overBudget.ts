import type { RemoteManifest } from '@mfp/shared/compatibility';
import { measureCriticalPath, type RecordedCriticalPath } from '@mfp/store/files';
import type { ReleaseFiles } from './releaseFiles';

/** A remote's budget as the gate weighs a release against it, with the live release to compare with (decision 0072). */
export interface GateBudget {
  /** Gzip bytes its critical path may weigh (`npm run remotes -- budget`). */
  maxBytes: number;
  /** The live release's critical path; absent when there is no live release, or it was never measured. */
  live?: { version: string; criticalPath: RecordedCriticalPath };
}

/**
 * One file of the critical path: its gzip bytes, and how it compares with the live release. Built files carry a hash
 * in their names, so a file is matched with the live one of the same name once the hash is taken out (`grew`, `same`,
 * `shrank`, with the live name); `new` when none matches; no `change` without a live release to compare with.
 */
export interface WeighedFile {
  file: string;
  gzipBytes: number;
  change?: { kind: 'new' } | { kind: 'grew' | 'same' | 'shrank'; liveFile: string; liveBytes: number };
}

/** What an `over-budget` problem says: the total against the budget, each file, and the live release compared with. */
export interface OverBudget {
  gzipBytes: number;
  maxBytes: number;
  files: WeighedFile[];
  /** The live version the files were compared with; absent when there was none to compare with. */
  live?: string;
}

/**
 * A file's name without the content hash a build writes into it, to match a file with its live counterpart:
 * `__federation_expose_App.5650a3dd.js` and Vite's `assets/App-BXk2aZ9q.js` lose the hash; `remoteEntry.js` stays.
 */
const withoutHash = (file: string) => file.replace(/[.-][0-9A-Za-z_]{8,20}(?=\.[a-z]+$)/, '');

function compare(file: string, gzipBytes: number, live: RecordedCriticalPath): WeighedFile['change'] {
  const same = Object.hasOwn(live.files, file)
    ? [file]
    : Object.keys(live.files).filter((liveFile) => withoutHash(liveFile) === withoutHash(file));
  if (same.length !== 1) return { kind: 'new' };
  const liveFile = same[0]!;
  const liveBytes = live.files[liveFile]!;
  const kind = gzipBytes > liveBytes ? 'grew' : gzipBytes < liveBytes ? 'shrank' : 'same';
  return { kind, liveFile, liveBytes };
}

/**
 * Weighs the critical path of `module` in a release (`measureCriticalPath`, the files a first render downloads, gzip
 * as the store sends them) against the remote's budget: the `over-budget` problem when it weighs more, undefined when
 * it fits, or when it cannot be weighed (a file missing or outside the release, refused as such by the gate).
 */
export async function overBudget(
  files: ReleaseFiles,
  manifest: RemoteManifest,
  module: string,
  budget: GateBudget,
): Promise<OverBudget | undefined> {
  const measured = await measureCriticalPath(manifest, module, (file) => files.read(file));
  if (!measured || measured.gzipBytes <= budget.maxBytes) return undefined;
  const live = budget.live;
  const weighed = Object.entries(measured.files)
    .map(([file, gzipBytes]) => ({
      file,
      gzipBytes,
      ...(live && { change: compare(file, gzipBytes, live.criticalPath) }),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  return {
    gzipBytes: measured.gzipBytes,
    maxBytes: budget.maxBytes,
    files: weighed,
    ...(live && { live: live.version }),
  };
}
