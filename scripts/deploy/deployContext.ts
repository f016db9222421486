import { hostSharedVersions } from '@mfp/deploy';
import type { HostSharedVersions } from '@mfp/shared/compatibility';
import { openStore } from '@mfp/store';
import type { ReleasesStore } from '@mfp/store/releases';
import { releaseAuthor, type ReleaseAuthor } from '@mfp/store/releases';
import path from 'node:path';
import { readSettings, type Env } from '@mfp/settings';
import { listRemoteNames, remoteTarget, type RemoteTarget } from '../lib/buildTargets';
import { ensureBuilt } from '../lib/ensureBuilt';
import { UsageError } from '@mfp/settings/command';
import { readDeploySettings } from './deploySettings';

/** A remote's production build, ready to check and publish. */
interface BuiltRemote {
  distDir: string;
  /** Hash of the build's inputs, kept in the releases so that `npm start` knows the seed is current. */
  inputHash: string;
}

/** Everything a deploy or a rollback works with; tests give their own store, build and host set. */
export interface DeployContext {
  store: ReleasesStore;
  /** STORE_PUBLIC_URL, the prefix of the registry's URLs. */
  storePublicUrl: string;
  print: (line: string) => void;
  /** Finds a remote's source by name; throws a `UsageError` listing the known ones for an unknown name. */
  findRemote(name: string): RemoteTarget;
  /** Builds only that remote, in production mode, printing progress. */
  build(target: RemoteTarget, print: (line: string) => void): Promise<BuiltRemote>;
  hostShared: HostSharedVersions;
  author: ReleaseAuthor;
  now(): Date;
  /**
   * What preview links are signed with and open (decision 0077): the host's key, derived the host's way from the
   * fleet's secret (DIGEST_SECRET, or the one in the store's folder), and HOST_PUBLIC_URL. Read only when a link is made.
   */
  previewSigning(): Promise<{ key: Buffer; origin: string }>;
}

/** Finds remotes in `remotesDir`, with the message a user needs for a name that is not one of them. */
export function remoteFinder(remotesDir: string): (name: string) => RemoteTarget {
  return (name) => {
    const known = listRemoteNames(remotesDir);
    if (!known.includes(name))
      throw new UsageError(
        `unknown remote "${name}": there is no ${path.join(remotesDir, name, 'package.json')}. Known remotes: ` +
          `${known.join(', ') || 'none'}.`,
      );
    return remoteTarget(name, remotesDir);
  };
}

/**
 * The context of the real command: the store that `--store` (or STORE_DIR, STORE_FILES_URL and STORE_RECORDS_URL) names, the registry's URL
 * prefix from the store's settings (STORE_PUBLIC_URL or STORE_PORT), remotes from REMOTES_DIR (default `remotes/`), webpack builds. With
 * `--store`, the registry is that store's own file: a REGISTRY_FILE meant for another store is not overwritten.
 */
export function deployContext(storeDir: string | undefined, env: Env = process.env): DeployContext {
  const settings = readDeploySettings(env);
  const print = (line: string) => console.log(line);
  if (storeDir !== undefined && settings.REGISTRY_FILE !== undefined)
    print(`  note: --store is set, so the registry is that store's own file; REGISTRY_FILE is ignored`);
  if (storeDir !== undefined && env.STORE_FILES_URL)
    print(`  note: --store is set, so the version files are in that folder; STORE_FILES_URL is ignored`);
  if (storeDir !== undefined && env.STORE_RECORDS_URL)
    print(`  note: --store is set, so the releases and the registry are in that folder; STORE_RECORDS_URL is ignored`);
  const store = openStore(
    storeDir === undefined
      ? {
          dir: settings.STORE_DIR,
          registryFile: settings.REGISTRY_FILE,
          filesUrl: settings.STORE_FILES_URL,
          recordsUrl: settings.STORE_RECORDS_URL,
        }
      : { dir: storeDir },
    env,
  );
  return {
    store,
    storePublicUrl: settings.STORE_PUBLIC_URL,
    print,
    findRemote: remoteFinder(settings.REMOTES_DIR),
    async build(target, print) {
      const { hash } = await ensureBuilt(target, 'production', print);
      return { distDir: path.join(target.dir, 'dist'), inputHash: hash };
    },
    hostShared: hostSharedVersions(),
    author: releaseAuthor(),
    now: () => new Date(),
    previewSigning: () => previewSigning(env, storeDir ?? settings.STORE_DIR, settings.HOST_PUBLIC_URL),
  };
}

/** The host server's own key rule, loaded only for a command that makes a link: the host server is a heavy import. */
async function previewSigning(env: Env, storeDir: string, origin: string) {
  const { SERVER_SETTINGS, fleetSecret, previewKeyOf } = await import('@mfp/host-server');
  // DIGEST_SECRET alone of the server's settings: a bad HOST_DIST must not stop a deploy.
  const { DIGEST_SECRET } = readSettings(SERVER_SETTINGS, ['DIGEST_SECRET'], env);
  return { key: previewKeyOf(await fleetSecret({ digestSecret: DIGEST_SECRET, storeDir })), origin };
}
