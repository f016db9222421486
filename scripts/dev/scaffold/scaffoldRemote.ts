import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME_RULE, remoteNameSchema, routeSchema, titleSchema } from '@mfp/shared/registry';
import { REMOTES_DIR, listRemoteNames, remoteTarget } from '../../lib/buildTargets';
import { UserFacingError } from '@mfp/settings/command';
import { nextFreeDevPort, readDevPort } from '../devPorts';
import { remoteFiles, type NewRemote } from './remoteFiles';

/** Names a remote cannot take: the host's own federation name, which the remotes' containers share a page with. */
const RESERVED_NAMES = new Set(['host']);

/** `reviews_v2` → `Reviews v2`: the navigation text a new remote starts with (its package.json can change it). */
export const titleFor = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/_/g, ' ')}`;
/** `reviews_v2` → `/reviews-v2`: routes allow hyphens where names allow underscores. */
export const routeFor = (name: string) => `/${name.replace(/_/g, '-')}`;

const alreadyExists = (dir: string) =>
  new UserFacingError(`${dir} already exists; new:remote never overwrites a remote. Choose another name.`);

function validate(name: string, remotesDir: string): Omit<NewRemote, 'devPort'> {
  const fix = `Use ${REMOTE_NAME_RULE}.`;
  if (!remoteNameSchema.safeParse(name).success) {
    throw new UserFacingError(
      `"${name}" cannot be a remote name: it is the federation name, a JavaScript identifier. ${fix}`,
    );
  }
  if (RESERVED_NAMES.has(name)) throw new UserFacingError(`"${name}" is the host's own federation name. ${fix}`);
  if (existsSync(path.join(remotesDir, name))) throw alreadyExists(path.join(remotesDir, name));
  const route = routeFor(name);
  const title = titleFor(name);
  if (!routeSchema.safeParse(route).success || !titleSchema.safeParse(title).success) {
    throw new UserFacingError(
      `"${name}" gives the route ${route} or the title "${title}", which the registry refuses. ${fix}`,
    );
  }
  const clash = listRemoteNames(remotesDir)
    .map((other) => remoteTarget(other, remotesDir))
    .find((other) => other.meta.route === route);
  if (clash) {
    throw new UserFacingError(`The route ${route} is taken by remote "${clash.name}". Choose another name.`);
  }
  return { name, route, title };
}

/**
 * Creates `remotes/<name>` from the remote contract, with the next free dev port. The name is validated first, and an
 * existing folder is never written into: the folder is created by this call or the command stops.
 * Not covered: linking the new workspace and recording it in the lockfile (`npm install`); see scripts/newRemote.ts.
 */
/** Formats a file's content before it is written; the command passes Prettier (formatWithPrettier.ts). */
export type FormatFile = (file: string, content: string) => Promise<string>;

export async function scaffoldRemote(
  name: string,
  { remotesDir = REMOTES_DIR, format }: { remotesDir?: string; format: FormatFile },
): Promise<{ remote: NewRemote; dir: string; files: string[] }> {
  const dir = path.join(remotesDir, name);
  const named = validate(name, remotesDir);
  const taken = listRemoteNames(remotesDir).map((other) => readDevPort(path.join(remotesDir, other)));
  const remote = { ...named, devPort: nextFreeDevPort(taken) };
  try {
    mkdirSync(dir);
  } catch (error) {
    // Created in the meantime: still never written into.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw alreadyExists(dir);
    throw error;
  }
  const files = remoteFiles(remote);
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await format(target, content), { flag: 'wx' });
  }
  return { remote, dir, files: Object.keys(files) };
}
