import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP } from './ensureBuilt';
import { UserFacingError } from './userFacingError';

export function versionDir(storeDir: string, remote: string, version: string): string {
  return path.join(storeDir, 'remotes', remote, version);
}

/**
 * Where copies are assembled before they are renamed into place: inside the store, so the rename stays on one
 * filesystem and is atomic, but outside `remotes/`, which the store serves with immutable caching.
 */
export const stagingDir = (storeDir: string) => path.join(storeDir, '.staging');

/** True while the process that owns a staging folder still runs; its copy may be in progress. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** No copy takes this long: an older staging folder is stale even if its pid now belongs to another process. */
const STAGING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Removes the folders in `dir` whose name carries (in `pattern`) the pid of a publish that is no longer running. */
function sweep(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const pid = Number(pattern.exec(entry.name)?.[1]);
    if (!entry.isDirectory() || !Number.isInteger(pid) || pid === process.pid) continue;
    const full = path.join(dir, entry.name);
    if (isRunning(pid) && Date.now() - statSync(full).mtimeMs < STAGING_MAX_AGE_MS) continue;
    rmSync(full, { recursive: true, force: true });
    removed.push(full);
  }
  return removed;
}

/** Removes staging folders left by publishes that crashed, and returns their paths. */
export function removeStaleStaging(storeDir: string): string[] {
  const removed = sweep(stagingDir(storeDir), /\.(\d+)$/);
  // The earlier layout staged into `remotes/<name>/<version>.staging-<pid>`, where the store served it.
  const remotesDir = path.join(storeDir, 'remotes');
  if (existsSync(remotesDir)) {
    for (const remote of readdirSync(remotesDir, { withFileTypes: true }))
      if (remote.isDirectory()) removed.push(...sweep(path.join(remotesDir, remote.name), /\.staging-(\d+)$/));
  }
  return removed;
}

/**
 * Copies a remote's build into its immutable, versioned folder of the store. The copy goes to a staging folder first
 * and is renamed into place, so the store never serves a half-copied version.
 */
export function publishRemote(
  storeDir: string,
  remote: string,
  version: string,
  distDir: string,
  print: (line: string) => void = console.log,
): string {
  const target = versionDir(storeDir, remote, version);
  const alreadyPublished = () =>
    new UserFacingError(
      `${remote}@${version} is already published at ${target}, and published versions are immutable. ` +
        `Publish it under a new version instead.`,
    );
  if (existsSync(target)) throw alreadyPublished();
  for (const removed of removeStaleStaging(storeDir)) print(`  removed ${removed}, left by an interrupted publish`);
  const staging = path.join(stagingDir(storeDir), `${remote}@${version}.${process.pid}`);
  mkdirSync(path.dirname(target), { recursive: true });
  mkdirSync(path.dirname(staging), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(distDir, staging, { recursive: true, filter: (source) => path.basename(source) !== BUILD_STAMP });
    renameSync(staging, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process published the same version between the check and the rename: it won, this copy is redundant.
    if (code === 'ENOTEMPTY' || code === 'EEXIST') throw alreadyPublished();
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}
