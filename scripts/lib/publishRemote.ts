import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP } from './ensureBuilt';

export function versionDir(storeDir: string, remote: string, version: string): string {
  return path.join(storeDir, 'remotes', remote, version);
}

/**
 * Copies a remote's build into its immutable, versioned folder of the store. The copy goes to a temporary folder
 * first and is renamed into place, so the store never serves a half-copied version.
 */
export function publishRemote(storeDir: string, remote: string, version: string, distDir: string): string {
  const target = versionDir(storeDir, remote, version);
  if (existsSync(target))
    throw new Error(`${remote}@${version} is already published at ${target}; published versions are immutable.`);
  const staging = `${target}.staging-${process.pid}`;
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  cpSync(distDir, staging, { recursive: true, filter: (source) => path.basename(source) !== BUILD_STAMP });
  renameSync(staging, target);
  return target;
}
