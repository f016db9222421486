import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../webpack/repoRoot';

/** Where a remote is mounted and what the navigation calls it; kept in the remote's package.json under "mfp". */
export interface RemoteMeta {
  title: string;
  route: string;
  module: string;
}

export type BuildTarget =
  | { kind: 'host'; name: 'host'; dir: string }
  | { kind: 'remote'; name: string; dir: string; version: string; meta: RemoteMeta };

interface RemotePackageJson {
  version?: string;
  mfp?: Partial<RemoteMeta>;
}

export const REMOTES_DIR = path.join(repoRoot, 'remotes');

export function hostTarget(): BuildTarget {
  return { kind: 'host', name: 'host', dir: path.join(repoRoot, 'host') };
}

/** Reads one remote's build target, with a message that says how to fix a broken package.json. */
export function remoteTarget(name: string, remotesDir = REMOTES_DIR): Extract<BuildTarget, { kind: 'remote' }> {
  const dir = path.join(remotesDir, name);
  const packagePath = path.join(dir, 'package.json');
  if (!existsSync(packagePath)) {
    const known = listRemoteNames(remotesDir).join(', ') || 'none';
    throw new Error(`Unknown remote "${name}": ${packagePath} does not exist. Known remotes: ${known}.`);
  }
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as RemotePackageJson;
  const title = pkg.mfp?.title ?? name;
  const route = pkg.mfp?.route ?? `/${name}`;
  return {
    kind: 'remote',
    name,
    dir,
    version: pkg.version ?? '0.0.0',
    meta: { title, route, module: pkg.mfp?.module ?? './App' },
  };
}

export function listRemoteNames(remotesDir = REMOTES_DIR): string[] {
  if (!existsSync(remotesDir)) return [];
  return readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(remotesDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

export function allTargets(): BuildTarget[] {
  return [hostTarget(), ...listRemoteNames().map((name) => remoteTarget(name))];
}
