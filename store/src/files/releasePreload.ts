import { entryLoading, exposeChunks, exposeStylesheets, manifestEntryFile } from '@mfp/shared/compatibility';
import { readBuildManifest } from './readBuildManifest';
import { recordedPreloadSchema, type RecordedPreload } from './recordedPreload';

/**
 * What a host page should preload of a build (decision 0042), from its manifest and the integrity of its files
 * (`buildFileIntegrity`): the entry's path when it is a classic script, and each expose's synchronous scripts and
 * stylesheets (decision 0066) with their integrity. Undefined, and nothing recorded, when the build has no readable manifest or a chunk the manifest
 * names (a script or a stylesheet) is not among `files` or has a path a registry entry cannot carry: the host server then learns the release's
 * files itself, as it does for versions published before this was recorded.
 */
export async function releasePreload(
  distDir: string,
  files: Readonly<Record<string, string>>,
): Promise<RecordedPreload | undefined> {
  const manifest = await readBuildManifest(distDir);
  if (!manifest) return undefined;
  const exposes: RecordedPreload['exposes'] = {};
  const styles: NonNullable<RecordedPreload['styles']> = {};
  for (const expose of manifest.exposes) {
    // The same rule weighs a release's critical path (`measureCriticalPath`, decision 0072).
    const chunks = withIntegrity(exposeChunks(manifest, expose.path), files);
    const stylesheets = withIntegrity(exposeStylesheets(manifest, expose.path), files);
    if (!chunks || !stylesheets) return undefined;
    exposes[expose.path] = chunks;
    styles[expose.path] = stylesheets;
  }
  const entry = entryLoading(manifest).kind === 'classic-script' ? manifestEntryFile(manifest) : undefined;
  const recorded = recordedPreloadSchema.safeParse({ ...(entry === undefined ? {} : { entry }), exposes, styles });
  return recorded.success ? recorded.data : undefined;
}

/** The files with the integrity the build recorded for each, by path in the release; undefined if one is missing. */
function withIntegrity(
  names: readonly string[],
  files: Readonly<Record<string, string>>,
): { path: string; integrity: string }[] | undefined {
  const found: { path: string; integrity: string }[] = [];
  for (const name of names) {
    const file = name.replace(/^\.\//, '');
    const integrity = files[file];
    if (integrity === undefined) return undefined;
    found.push({ path: file, integrity });
  }
  return found;
}
