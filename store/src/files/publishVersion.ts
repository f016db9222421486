import { access, cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FolderLayout } from '../folder/folderLayout';
import { isRunning } from './ownedTempDir';
import { precompress } from './precompress';
import type { PublishOptions } from './VersionFiles';
import { StoreError } from '../StoreError';

/** No copy takes this long: an older staging folder is stale even if its pid now belongs to another process. */
const STAGING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `catalog@1.0.0.1234`: what is being published, and the pid of the process publishing it. */
const stagingName = (remote: string, version: string) => `${remote}@${version}.${process.pid}`;

/**
 * Publishes under way in this process, by target folder. Two of the same version would share one staging folder (its
 * name holds the pid), so the second waits for the first and then finds the version published, or not.
 */
const inFlight = new Map<string, Promise<unknown>>();
const STAGING_PID = /\.(\d+)$/;

export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Removes staging folders left by publishes that crashed, and returns their paths. */
export async function removeStaleStaging(layout: FolderLayout): Promise<string[]> {
  if (!(await exists(layout.stagingDir))) return [];
  const removed: string[] = [];
  for (const entry of await readdir(layout.stagingDir, { withFileTypes: true })) {
    const pid = Number(STAGING_PID.exec(entry.name)?.[1]);
    if (!entry.isDirectory() || !Number.isInteger(pid) || pid === process.pid) continue;
    const full = path.join(layout.stagingDir, entry.name);
    // Gone since the listing: another process renamed its copy into place (or removed it), which is not stale.
    const modified = await stat(full).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) continue;
    if (isRunning(pid) && Date.now() - modified < STAGING_MAX_AGE_MS) continue;
    await rm(full, { recursive: true, force: true });
    removed.push(full);
  }
  return removed;
}

/**
 * Copies a build into its immutable, versioned folder of the store, with the precompressed siblings of its text files.
 * The copy goes to a staging folder first and is renamed into place, so the store never serves a half-copied version:
 * a publish that is killed or fails (a full disk) leaves at most a staging folder, which the next publish removes.
 * Returns the version's folder.
 */
export async function publishVersion(
  layout: FolderLayout,
  remote: string,
  version: string,
  distDir: string,
  options: PublishOptions = {},
): Promise<string> {
  const target = layout.versionDir(remote, version);
  for (let earlier = inFlight.get(target); earlier; earlier = inFlight.get(target))
    await earlier.catch(() => undefined);
  const publishing = copyIntoPlace(layout, remote, version, distDir, options);
  inFlight.set(target, publishing);
  try {
    return await publishing;
  } finally {
    if (inFlight.get(target) === publishing) inFlight.delete(target);
  }
}

async function copyIntoPlace(
  layout: FolderLayout,
  remote: string,
  version: string,
  distDir: string,
  { exclude = [], print = console.log }: PublishOptions,
): Promise<string> {
  const target = layout.versionDir(remote, version);
  const alreadyPublished = () =>
    new StoreError(
      'version-published',
      `${remote}@${version} is already published at ${target}, and published versions are immutable. ` +
        `Publish it under a new version instead.`,
    );
  if (await exists(target)) throw alreadyPublished();
  for (const removed of await removeStaleStaging(layout)) print(`  removed ${removed}, left by an interrupted publish`);
  const staging = path.join(layout.stagingDir, stagingName(remote, version));
  await mkdir(path.dirname(target), { recursive: true });
  await mkdir(layout.stagingDir, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  const left = new Set(exclude);
  try {
    await cp(distDir, staging, { recursive: true, filter: (source) => !left.has(path.basename(source)) });
    // In staging, before the rename: a reader must never see a text file whose siblings are not written yet.
    // Its summary only: one line per compressed file is detail a deploy's progress would drown in.
    await precompress(staging, (line) => {
      if (!line.startsWith(' ')) print(`  ${line}`);
    });
    await rename(staging, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process published the same version between the check and the rename: it won, this copy is redundant.
    if (code === 'ENOTEMPTY' || code === 'EEXIST') throw alreadyPublished();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return target;
}
