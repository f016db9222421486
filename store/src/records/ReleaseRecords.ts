import type { RegistryDocument } from '@mfp/shared/registry';
import type { Lease, LeaseOptions } from './Lease';
import type { ReleasesFile } from './releasesFile';
import type { LockOptions } from './withStoreLock';

/**
 * What a read of the registry found. `revision` names the document read: opaque, different after every switch, and the
 * same for the same switch on every machine that reads it, so a host server can key what it derives from a registry
 * by it. `location` says where it looked, for the platform team's logs.
 */
export type RegistryRead = { kind: 'found'; bytes: Buffer; revision: string } | { kind: 'missing'; location: string };

/** Notifications of registry switches, until closed. */
export interface RegistryWatch {
  close(): Promise<void>;
}

/**
 * The records of the store: the releases (each remote's live version and history), the registry the host serves, and
 * the locks that keep two processes from changing them at once. Implementations own where they live: a local folder
 * today (`createFolderReleaseRecords`), a database later, without changing callers; none of them needs the version
 * files (`VersionFiles`) on the same disk. Failures the user can fix reject with a `StoreError`. Any implementation must
 * pass `describeReleaseRecordsContract` (`@mfp/store/contract`).
 *
 * Not covered: building the registry from the releases (`registryFromReleases`, the same rule for every
 * implementation).
 */
export interface ReleaseRecords {
  /** Where the records live, for messages: a folder, or a database's address without its credentials. */
  readonly location: string;
  /** The releases, validated; an empty store has none. A corrupt record rejects with `releases-corrupt`. */
  readReleases(): Promise<ReleasesFile>;
  /** Replaces the releases atomically. */
  writeReleases(releases: ReleasesFile): Promise<void>;
  /** The registry's bytes as they are, valid or not: the host validates it and reports what is wrong. */
  readRegistry(): Promise<RegistryRead>;
  /** Switches the registry atomically: readers see the previous document or this one, never half of one. */
  writeRegistry(document: RegistryDocument): Promise<void>;
  /**
   * The revision `readRegistry` would find now, or undefined when there is no registry: cheap enough to poll (a file's
   * stat, one small query), so a reader can tell whether its copy is current without reading the document.
   */
  registryRevision(): Promise<string | undefined>;
  /**
   * Calls `onSwitch` soon after any process switches the registry, at most a hint: notifications may be late or lost
   * (a dropped connection), and an implementation without them never calls it. Readers that must stay current also
   * poll `registryRevision`.
   */
  watchRegistry(onSwitch: () => void): Promise<RegistryWatch>;
  /**
   * Rejects, before any work, when a write would go where the platform must not write (`store-dir-refused`,
   * `registry-file-refused`). Every write checks again; this lets a command fail before a long build.
   */
  checkWritable(): Promise<void>;
  /**
   * Runs `work` while no other process changes the releases or the registry (one at a time, across processes). Keep
   * `work` short: read, change and write the records. Readers never wait.
   */
  withLock<T>(work: () => Promise<T> | T, options?: LockOptions): Promise<T>;
  /**
   * Runs `work` while no other process works on the same remote (a deploy, a rollback, a seed). Take it before, never
   * inside, `withLock`.
   */
  withRemoteLock<T>(remote: string, work: () => Promise<T> | T, options?: LockOptions): Promise<T>;
  /**
   * Takes lease `name` (lower-case letters, digits and `-`) if no other process holds it, or resolves undefined at
   * once: for background work one process of a fleet does at a time (decision 0078). The holder keeps it until it
   * releases it or stops; a process that dies loses it, and the next to ask takes it over.
   */
  tryLease(name: string, options?: LeaseOptions): Promise<Lease | undefined>;
}
