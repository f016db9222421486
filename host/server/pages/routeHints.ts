import { entryLoading, exposeChunks, manifestEntryFile } from '@mfp/shared/compatibility';
import type { RegistryEntry, ReleasePreload } from '@mfp/shared/registry';
import type { ReleaseFiles } from './releaseFilesCache';

/** One `<link rel="preload">` of a host page. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
  /** Must match how the file is requested later, or the browser downloads it a second time. */
  crossorigin?: 'anonymous';
  integrity?: string;
}

/**
 * How the browser requests each file of a remote, which the hints must repeat exactly (mode, credentials, integrity)
 * for the browser to use the preloaded response:
 * - the manifest: `fetch()` by the federation runtime, CORS. Its integrity is not repeated: Chromium ignores, with a
 *   console warning, `integrity` on a preload `as="fetch"` (crbug.com/981419), and uses the preload anyway;
 * - `remoteEntry.js`: a script element from the host's `createScript` hook, CORS, with its recorded integrity;
 * - expose chunks: script elements from the remote's own webpack runtime (`output.crossOriginLoading`), with the
 *   integrity it holds for each chunk.
 */
const REMOTE_REQUEST_MODES = {
  manifest: { crossorigin: 'anonymous', integrity: false },
  entry: { crossorigin: 'anonymous', integrity: true },
  chunk: { crossorigin: 'anonymous', integrity: true },
} as const;

/** What a route's hints are made of, wherever they were learnt: the entry's path, when it is a classic script, and the chunks. */
interface HintedFiles {
  entry?: string | undefined;
  chunks: readonly { path: string; integrity?: string | undefined }[];
}

function hintsOf(entry: RegistryEntry, files: HintedFiles): PreloadHint[] {
  const { manifest: manifestMode, entry: entryMode, chunk: chunkMode } = REMOTE_REQUEST_MODES;
  const hints: PreloadHint[] = [
    {
      href: entry.entry,
      as: 'fetch',
      crossorigin: manifestMode.crossorigin,
      ...(manifestMode.integrity && entry.integrity ? { integrity: entry.integrity.manifest } : {}),
    },
  ];
  if (files.entry === undefined) return hints;
  const at = (file: string) => new URL(file, entry.entry).href;
  hints.push({
    href: at(files.entry),
    as: 'script',
    crossorigin: entryMode.crossorigin,
    ...(entryMode.integrity && entry.integrity ? { integrity: entry.integrity.entry } : {}),
  });
  for (const chunk of files.chunks) {
    if (chunk.path === files.entry) continue;
    const integrity = chunkMode.integrity ? chunk.integrity : undefined;
    hints.push({
      href: at(chunk.path),
      as: 'script',
      crossorigin: chunkMode.crossorigin,
      ...(integrity ? { integrity } : {}),
    });
  }
  return hints;
}

/**
 * The files `entry`'s remote needs to render, to download while the host's own scripts arrive: its manifest, its
 * `remoteEntry.js` and the chunks of the exposed module, read from the release's files, which the server fetched itself.
 * Relative paths resolve against the manifest's URL, as the runtime resolves them for `publicPath: 'auto'`.
 *
 * Not covered: a remote whose manifest the server does not have (not fetched yet, or its store fails): no hints, since
 * a preload cannot be cancelled, and one that hangs would hold a connection of the page until it is closed. Nor the
 * shared modules a remote brings itself (the platform's remotes take React and the router from the host), nor chunks
 * the exposed module loads later on its own. Nor the scripts of an entry that is no classic script (Vite's ES modules):
 * a production page refuses it (docs/decisions/0029), and `as="script"` would not match an `import()` anyway.
 */
export function routeHints(entry: RegistryEntry, { manifest, chunkIntegrity }: ReleaseFiles): PreloadHint[] {
  const classic = entryLoading(manifest).kind === 'classic-script';
  return hintsOf(entry, {
    entry: classic ? manifestEntryFile(manifest) : undefined,
    chunks: exposeChunks(manifest, entry.module).map((path) => ({ path, integrity: chunkIntegrity[path] })),
  });
}

/**
 * The same hints from what the deploy recorded in the registry entry (`preload`, decision 0042), so that every page has
 * them, the first after a start or a deploy included, without the server reading the release's files.
 */
export function recordedRouteHints(entry: RegistryEntry, preload: ReleasePreload): PreloadHint[] {
  return hintsOf(entry, preload);
}
