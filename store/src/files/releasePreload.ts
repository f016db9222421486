import { entryLoading, manifestEntryFile } from '@mfp/shared/compatibility';
import { readBuildManifest } from './readBuildManifest';
import { recordedPreloadSchema, type RecordedPreload } from './recordedPreload';

/**
 * What a host page should preload of a build (decision 0042), from its manifest and the integrity of its files
 * (`buildFileIntegrity`): the entry's path when it is a classic script, and each expose's synchronous scripts with
 * their integrity. Undefined, and nothing recorded, when the build has no readable manifest or a chunk the manifest
 * names is not among `files` or has a path a registry entry cannot carry: the host server then learns the release's
 * files itself, as it does for versions published before this was recorded.
 */
export async function releasePreload(
  distDir: string,
  files: Readonly<Record<string, string>>,
): Promise<RecordedPreload | undefined> {
  const manifest = await readBuildManifest(distDir);
  if (!manifest) return undefined;
  const exposes: RecordedPreload['exposes'] = {};
  for (const expose of manifest.exposes) {
    const chunks: RecordedPreload['exposes'][string] = [];
    for (const file of expose.assets?.js?.sync ?? []) {
      const chunk = file.replace(/^\.\//, '');
      const integrity = files[chunk];
      if (integrity === undefined) return undefined;
      chunks.push({ path: chunk, integrity });
    }
    exposes[expose.path] = chunks;
  }
  const entry = entryLoading(manifest).kind === 'classic-script' ? manifestEntryFile(manifest) : undefined;
  const recorded = recordedPreloadSchema.safeParse({ ...(entry === undefined ? {} : { entry }), exposes });
  return recorded.success ? recorded.data : undefined;
}
