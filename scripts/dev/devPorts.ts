import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UserFacingError } from '@mfp/settings/command';

/** The host's port in development, as in production: the one URL a developer opens. */
export const HOST_DEV_PORT = 3000;
/** Remotes take the ports after the host's, one each, for good: 3001, 3002, ... */
const FIRST_REMOTE_DEV_PORT = HOST_DEV_PORT + 1;
/** Below this, ports need privileges; above 65535 there are none. */
const LOWEST_PORT = 1024;
const HIGHEST_PORT = 65_535;

/** True for a whole number that can be a TCP port a user may bind. */
export function isUsablePort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= LOWEST_PORT && value <= HIGHEST_PORT;
}

/**
 * A remote's fixed dev port, `mfp.devPort` in its package.json, which `npm run new:remote` assigns. Fixed, so that a
 * bookmark, an override URL and `npm run dev`'s registry always agree on it.
 */
export function readDevPort(remoteDir: string): number {
  const packagePath = path.join(remoteDir, 'package.json');
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as { mfp?: { devPort?: unknown } };
  const port = pkg.mfp?.devPort;
  if (isUsablePort(port)) return port;
  const given = port === undefined ? 'is not set' : `is ${JSON.stringify(port)}`;
  throw new UserFacingError(
    `${packagePath}: "mfp.devPort" ${given}; it must be a port from ${LOWEST_PORT} to ${HIGHEST_PORT} that no other ` +
      `remote uses, e.g. "devPort": ${FIRST_REMOTE_DEV_PORT}. Set "mfp.devPort" accordingly.`,
  );
}

/** The port after the highest one taken, and never the host's: a new remote's dev port. */
export function nextFreeDevPort(taken: readonly number[]): number {
  return Math.max(HOST_DEV_PORT, ...taken) + 1;
}

/** Throws when two remotes share a dev port: `npm run dev` would start only one of them. */
export function assertDistinctDevPorts(remotes: readonly { name: string; port: number }[]): void {
  for (const [index, remote] of remotes.entries()) {
    const clash = remotes.slice(0, index).find((earlier) => earlier.port === remote.port);
    const onHost = remote.port === HOST_DEV_PORT;
    if (!clash && !onHost) continue;
    const taker = clash ? `remote "${clash.name}"` : 'the host dev server';
    throw new UserFacingError(
      `Remote "${remote.name}" has dev port ${remote.port}, which ${taker} uses too. Give it a free one, e.g. ` +
        `"devPort": ${nextFreeDevPort(remotes.map((other) => other.port))} under "mfp" in its package.json.`,
    );
  }
}
