import path from 'node:path';
import { isRemoteName, isVersion, REMOTE_NAME_RULE, VERSION_RULE } from '@mfp/shared/registry';
import { StoreError } from '../StoreError';

/**
 * The folder under which deployed versions live, both on disk (`<store>/remotes/<name>/<version>/`) and in the URLs the
 * store serves them at (`<origin>/remotes/<name>/<version>/`), so a registry entry and a folder always agree.
 */
export const REMOTES_FOLDER = 'remotes';

/**
 * The names of the other parts of a folder store, inside its root. Only the store reads and writes them; code outside
 * it that must name one (a bench copying a store's records, a message pointing at the secrets) takes the name from
 * here, so that the store stays the one place that spells them.
 */
export const FOLDER_STORE_NAMES = {
  releases: 'releases.json',
  registry: 'registry.json',
  staging: '.staging',
  secrets: '.secrets',
  aggregates: '.aggregates',
  locks: '.locks',
  tokens: 'tokens.json',
  registrations: 'remotes.json',
  remoteSettings: 'remote-settings.json',
  audit: 'audit.jsonl',
} as const;

/**
 * Lock folders live together, outside `remotes/` (which is served), so no static server ever sees them. Here rather
 * than beside the locks: the write guards count the folder among the store's own parts.
 */
export const locksDir = (storeDir: string) => path.join(storeDir, FOLDER_STORE_NAMES.locks);

/** Where a folder store keeps each of its parts. Paths are absolute. */
export interface FolderLayout {
  /** The store's root folder (STORE_DIR). */
  dir: string;
  /** Published versions, one immutable folder each; the only part the store server exposes. */
  remotesDir: string;
  /** Each remote's live version, history and input hashes. */
  releasesFile: string;
  /** The registry the host serves: `<dir>/registry.json` unless REGISTRY_FILE says otherwise. */
  registryFile: string;
  /** Where the store's own registry lives, whatever REGISTRY_FILE says; the default of REGISTRY_FILE. */
  defaultRegistryFile: string;
  /**
   * Where publishes assemble a copy before renaming it into place: inside the store, so the rename stays on one
   * filesystem and is atomic, but outside `remotes/`, which the store serves with immutable caching.
   */
  stagingDir: string;
  /**
   * Secrets the platform generates and keeps (`<dir>/.secrets/<name>.key`, see `readOrCreateSecret`): owner-only, and
   * outside `remotes/`, so no server of the store ever serves them.
   */
  secretsDir: string;
  /**
   * Counts of failures and load times (`createFolderAggregateRecords`): one file per writing server, which only that
   * server writes and every server reads.
   */
  aggregatesDir: string;
  /** The folder of one remote's versions. Throws StoreError (`invalid-location`) for a name that is not one. */
  remoteDir(remote: string): string;
  /** The folder of one published version. Throws StoreError (`invalid-location`) for a name or version that is not one segment. */
  versionDir(remote: string, version: string): string;
}

/** Throws `invalid-location` for a remote name that cannot name a folder (or a key prefix) of the store. */
export function assertRemote(remote: string): void {
  if (!isRemoteName(remote)) {
    throw new StoreError(
      'invalid-location',
      `"${remote}" is not a valid remote name: it names a folder of the store and must be ${REMOTE_NAME_RULE}. Use ` +
        `the remote's folder name.`,
    );
  }
}

/** Throws `invalid-location` for a name or version that cannot name a folder (or a key prefix) of the store. */
export function assertLocation(remote: string, version: string): void {
  assertRemote(remote);
  // A version names a folder, so it must be one path segment: no separator, not `.` or `..`, nothing hidden.
  if (!isVersion(version)) {
    throw new StoreError(
      'invalid-location',
      `"${version}" is not a valid version for ${remote}: it names a folder of the store and must be ` +
        `${VERSION_RULE}, e.g. "1.0.0".`,
    );
  }
}

/** The layout of the folder store at `dir`. Pure: it looks at nothing on disk. */
export function folderLayout(dir: string, registryFile?: string): FolderLayout {
  const root = path.resolve(dir);
  const remotesDir = path.join(root, REMOTES_FOLDER);
  const defaultRegistryFile = path.join(root, FOLDER_STORE_NAMES.registry);
  return {
    dir: root,
    remotesDir,
    releasesFile: path.join(root, FOLDER_STORE_NAMES.releases),
    registryFile: registryFile === undefined ? defaultRegistryFile : path.resolve(registryFile),
    defaultRegistryFile,
    stagingDir: path.join(root, FOLDER_STORE_NAMES.staging),
    secretsDir: path.join(root, FOLDER_STORE_NAMES.secrets),
    aggregatesDir: path.join(root, FOLDER_STORE_NAMES.aggregates),
    remoteDir(remote) {
      assertRemote(remote);
      return path.join(remotesDir, remote);
    },
    versionDir(remote, version) {
      assertLocation(remote, version);
      return path.join(remotesDir, remote, version);
    },
  };
}
