/** How a publish copies a build. */
export interface PublishOptions {
  /** File names left out of the published copy, wherever they are in the build (build bookkeeping). */
  exclude?: readonly string[];
  /** Progress lines, such as a leftover of an interrupted publish being removed. */
  print?: (line: string) => void;
}

/**
 * The files of deployed remotes: one immutable set per remote and version. Implementations own where they live: a
 * local folder today (`createFolderVersionFiles`), object storage later, without changing callers; none of them needs
 * the records (`ReleaseRecords`) on the same disk. Every method is asynchronous for that reason. Failures the user can
 * fix reject with a `StoreError`. Any implementation must pass `describeVersionFilesContract` (`@mfp/store/contract`).
 *
 * Not covered: serving the files (the store server serves a folder; a CDN serves itself) and the cache class of a file
 * (`cacheClass`, the same rule for every implementation).
 */
export interface VersionFiles {
  /** Where the files live, for messages: a folder, or a bucket's address. */
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
  /**
   * Rejects, before any work, when a publish would go where the platform must not write (`store-dir-refused`). Every
   * publish checks again; this lets a command fail before a long build.
   */
  checkWritable(): Promise<void>;
}
