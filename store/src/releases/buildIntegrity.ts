import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFileIntegrity } from '../files/buildFileIntegrity';
import { measureCriticalPath } from '../files/measureCriticalPath';
import { readBuildManifest } from '../files/readBuildManifest';
import { releaseIntegrity } from '../files/releaseIntegrity';
import { releaseModules } from '../files/releaseModules';
import { releasePreload } from '../files/releasePreload';
import { releaseServerEntry } from '../files/releaseServerEntry';
import { releaseStylesheets } from '../files/releaseStylesheets';
import type { RecordedIntegrity } from '../records/recordIntegrity';

/** A build file's bytes, or undefined when it has none. */
async function readBuildFile(distDir: string, file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(distDir, ...file.split('/')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * What the records keep of a build's bytes (integrity of its files, entry and modules, what a page preloads, its
 * server entry, and the critical path of `module` when one is given), read from the build folder.
 */
export async function buildIntegrity(
  build: { distDir: string; exclude?: readonly string[] },
  module: string | undefined,
): Promise<RecordedIntegrity> {
  const files = await buildFileIntegrity(build.distDir, build.exclude);
  const manifest = await readBuildManifest(build.distDir);
  const read = (file: string) => readBuildFile(build.distDir, file);
  const release = await releaseIntegrity(build.distDir);
  const modules = release && (await releaseModules(build.distDir, files));
  // Only beside the modules: a classic-script entry holds its stylesheets' hashes itself (decision 0054).
  const styles = modules && releaseStylesheets(files);
  return {
    release: modules ? { ...release, modules, ...(styles ? { styles } : {}) } : release,
    files,
    preload: await releasePreload(build.distDir, files),
    server: await releaseServerEntry(build.distDir, files),
    criticalPath: manifest && module !== undefined ? await measureCriticalPath(manifest, module, read) : undefined,
  };
}
