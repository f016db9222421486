import { REMOTES_DIR, remoteTarget, remoteTargets, type RemoteTarget } from '../lib/buildTargets';
import { readDevApiOrigins } from './devApiOrigins';
import { assertDistinctDevPorts, readDevPort } from './devPorts';

/** A remote as the dev servers see it: its build target, its fixed dev port and its API origins (`mfp.apiOrigins`). */
export interface DevRemote {
  target: RemoteTarget;
  port: number;
  apiOrigins?: readonly string[];
}

const devRemoteOf = (target: RemoteTarget): DevRemote => ({
  target,
  port: readDevPort(target.dir),
  apiOrigins: readDevApiOrigins(target.dir),
});

/**
 * Where the remotes live: `remotes/`, unless `MFP_REMOTES_DIR` names another folder laid out the same way (one folder
 * per remote). The browser tests use it to develop copies of the catalog that they may edit; the folder must sit
 * inside the repository, so that the copies resolve its node_modules.
 */
function devRemotesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MFP_REMOTES_DIR?.trim() || REMOTES_DIR;
}

/** One remote by name; an unknown name throws a message that lists the remotes there are. */
export function devRemote(name: string, remotesDir = devRemotesDir()): DevRemote {
  return devRemoteOf(remoteTarget(name, remotesDir));
}

/** Every remote, each with its own dev port. */
export function devRemotes(remotesDir = devRemotesDir()): DevRemote[] {
  const remotes = remoteTargets(remotesDir).map(devRemoteOf);
  assertDistinctDevPorts(remotes.map(({ target, port }) => ({ name: target.name, port })));
  return remotes;
}
