import type { RegistryDocument } from '@mfp/shared/registry';
import type { ReleasesFile } from './releasesFile';
import type { LockOptions } from './withStoreLock';

/** What a read of the registry found. `location` says where it looked, for the platform team's logs. */
export type RegistryRead = { kind: 'found'; bytes: Buffer } | { kind: 'missing'; location: string };

export interface PublishOptions {
  /** File names left out of the published copy, wherever they are in the build (build bookkeeping). */
  exclude?: readonly string[];
  /** Progress lines, such as a leftover of an interrupted publish being removed. */
  print?: (line: string) => void;
}

/**
 * The store of deployed remotes, as every command and server sees it. Implementations own where things live: the
 * folder store today (`createFolderStore`), an object store or a CDN origin later, without changing callers. Every
 * method is asynchronous for that reason. Failures the user can fix reject with a `StoreError`.
 *
 * Not covered: serving the files (the store server serves a folder store; a CDN serves itself), the cache class of a
 * file (`cacheClass`, the same rule for every implementation), and building the registry (`registryFromReleases`).
 */
export interface Store {
  /** Where the store lives, for messages: a folder, or a bucket's address. */
  readonly location: string;
  /** Where one version lives, or would, for messages. Throws `invalid-location` for a name or version that cannot be one. */
  versionLocation(remote: string, version: string): string;
  versionExists(remote: string, version: string): Promise<boolean>;
  /** The published versions of a remote, sorted; none for a remote never published. */
  listVersions(remote: string): Promise<string[]>;
  /**
   * One file of a published version (`file` relative, with `/`), or undefined when the version has no such file.
   * Throws `invalid-location` for a path that leaves the version.
   */
  readVersionFile(remote: string, version: string, file: string): Promise<Buffer | undefined>;
  /** `contentHash` of a published version: its files as published, without the precompressed siblings. */
  versionContentHash(remote: string, version: string): Promise<string>;
  /**
   * Publishes a build as `remote@version`, atomically: readers see the whole version or none of it. The `.br` and
   * `.gz` siblings of its text files are written before it becomes visible, so no server compresses on the fly.
   * Published versions are immutable: a second publish of the same version is refused (`version-published`).
   * Resolves to the version's location.
   */
  publish(remote: string, version: string, distDir: string, options?: PublishOptions): Promise<string>;
  /** The releases, validated; an empty store has none. A corrupt file rejects with `releases-corrupt`. */
  readReleases(): Promise<ReleasesFile>;
  /** Replaces the releases atomically. */
  writeReleases(releases: ReleasesFile): Promise<void>;
  /** The registry's bytes as they are, valid or not: the host validates it and reports what is wrong. */
  readRegistry(): Promise<RegistryRead>;
  /** Switches the registry atomically: readers see the previous document or this one, never half of one. */
  writeRegistry(document: RegistryDocument): Promise<void>;
  /**
   * Rejects, before any work, when a write would go where the platform must not write (`store-dir-refused`,
   * `registry-file-refused`). Every write checks again; this lets a command fail before a long build.
   */
  checkWritable(): Promise<void>;
  /**
   * Runs `work` while no other process changes the releases or the registry of this store (one at a time, across
   * processes). Keep `work` short: read, change and write those files. Readers never wait.
   */
  withLock<T>(work: () => Promise<T> | T, options?: LockOptions): Promise<T>;
  /**
   * Runs `work` while no other process works on the same remote of this store (a deploy, a rollback, a seed). Take it
   * before, never inside, `withLock`.
   */
  withRemoteLock<T>(remote: string, work: () => Promise<T> | T, options?: LockOptions): Promise<T>;
}
