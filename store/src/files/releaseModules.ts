import { entryLoading, manifestEntryFile } from '@mfp/shared/compatibility';
import { readBuildManifest } from './readBuildManifest';
import { moduleFilesOf, releaseModulesSchema, type ReleaseModules } from '@mfp/shared/registry';

/**
 * The integrity of every module file of a build whose entry is an ES module (`moduleFilesOf`), from the integrity of
 * its files (`buildFileIntegrity`), for its registry entry: the host preloads each with it before the entry is
 * imported (decision 0055). Undefined for a classic-script entry (its chunks' integrity is in the entry, decision 0031,
 * and its registry entry stays as small as before), a build without a readable manifest, or one with more than
 * `MAX_MODULE_FILES` or a path a registry entry cannot carry (which the gate refuses): a production host then refuses the release as `entry-unverifiable`.
 */
export async function releaseModules(
  distDir: string,
  files: Readonly<Record<string, string>>,
): Promise<ReleaseModules | undefined> {
  const manifest = await readBuildManifest(distDir);
  if (!manifest || entryLoading(manifest).kind !== 'es-module') return undefined;
  const paths = moduleFilesOf(Object.keys(files), manifestEntryFile(manifest));
  const modules = releaseModulesSchema.safeParse(
    [...paths].sort().map((file) => ({ path: file, integrity: files[file] })),
  );
  return modules.success ? modules.data : undefined;
}
