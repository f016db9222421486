import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sriOf } from './releaseIntegrity';

/**
 * The integrity of every file a publish of `distDir` copies (`exclude` names left out wherever they are, as
 * `publish` leaves them out), by its path relative to the build with `/`, sorted. Recorded per version at deploy
 * (decision 0031), so the files of a published version can be listed and checked without listing the store.
 */
export async function buildFileIntegrity(
  distDir: string,
  exclude: readonly string[] = [],
): Promise<Record<string, string>> {
  const left = new Set(exclude);
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(distDir, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (left.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  await walk('');
  const integrity: Record<string, string> = {};
  for (const file of files.sort()) integrity[file] = sriOf(await readFile(path.join(distDir, ...file.split('/'))));
  return integrity;
}
