import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { assertRemoteName, readRemotePackage, type RemoteMeta } from './remotePackage';
import { UserFacingError } from '@mfp/settings/command';

export type BuildTarget =
  | { kind: 'host'; name: 'host'; dir: string }
  /** The host's server renderer, built from the host's folder into the host server's `dist/` (decision 0082). */
  | { kind: 'renderer'; name: 'server renderer'; dir: string }
  | { kind: 'remote'; name: string; dir: string; version: string; meta: RemoteMeta };

export type RemoteTarget = Extract<BuildTarget, { kind: 'remote' }>;

export const REMOTES_DIR = path.join(repoRoot, 'remotes');

function hostTarget(): BuildTarget {
  return { kind: 'host', name: 'host', dir: path.join(repoRoot, 'host') };
}

/** What the host server renders pages with: `npm start` and `dev:remote --ssr` build it when it is stale. */
export function rendererTarget(): BuildTarget {
  return { kind: 'renderer', name: 'server renderer', dir: path.join(repoRoot, 'host') };
}

/** Reads one remote's build target, with a message that says how to fix a broken package.json. */
export function remoteTarget(name: string, remotesDir = REMOTES_DIR): RemoteTarget {
  const dir = path.join(remotesDir, name);
  const packagePath = path.join(dir, 'package.json');
  if (!existsSync(packagePath)) {
    const known = listRemoteNames(remotesDir).join(', ') || 'none';
    throw new UserFacingError(`Unknown remote "${name}": ${packagePath} does not exist. Known remotes: ${known}.`);
  }
  assertRemoteName(name, dir);
  const { version, meta } = readRemotePackage(name, packagePath);
  return { kind: 'remote', name, dir, version, meta };
}

export function listRemoteNames(remotesDir = REMOTES_DIR): string[] {
  if (!existsSync(remotesDir)) return [];
  return readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(remotesDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Every remote, validated; two remotes on one route would leave the host mounting only the first. */
export function remoteTargets(remotesDir = REMOTES_DIR): RemoteTarget[] {
  const targets = listRemoteNames(remotesDir).map((name) => remoteTarget(name, remotesDir));
  for (const [index, target] of targets.entries()) {
    const clash = targets.slice(0, index).find((earlier) => earlier.meta.route === target.meta.route);
    if (clash) {
      throw new UserFacingError(
        `Remotes "${clash.name}" and "${target.name}" both use the route "${target.meta.route}". Give one of them ` +
          `another "mfp.route" in ${path.join(target.dir, 'package.json')}.`,
      );
    }
  }
  return targets;
}

export function allTargets(): BuildTarget[] {
  return [hostTarget(), rendererTarget(), ...remoteTargets()];
}
