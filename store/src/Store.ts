import type { VersionFiles } from './files/VersionFiles';
import type { ReleaseRecords } from './records/ReleaseRecords';

/**
 * The whole store, as commands and servers that need both halves see it: the version files and the records, each
 * with its own implementation (docs/decisions/0025). Operations that span both (`updateReleases`, `releaseVersion`)
 * take a `Store`; code that needs one half takes that half's interface.
 */
export type Store = VersionFiles & ReleaseRecords;

/**
 * One store from two halves, wherever each lives. Its `location` names both when they differ, and `checkWritable`
 * checks both.
 */
export function composeStore(files: VersionFiles, records: ReleaseRecords): Store {
  const location =
    files.location === records.location ? files.location : `files at ${files.location}, records at ${records.location}`;
  return {
    location,
    versionLocation: (remote, version) => files.versionLocation(remote, version),
    versionExists: (remote, version) => files.versionExists(remote, version),
    listVersions: (remote) => files.listVersions(remote),
    readVersionFile: (remote, version, file) => files.readVersionFile(remote, version, file),
    versionContentHash: (remote, version) => files.versionContentHash(remote, version),
    publish: (remote, version, distDir, options) => files.publish(remote, version, distDir, options),
    readReleases: () => records.readReleases(),
    writeReleases: (releases) => records.writeReleases(releases),
    readRegistry: () => records.readRegistry(),
    writeRegistry: (document) => records.writeRegistry(document),
    registryRevision: () => records.registryRevision(),
    watchRegistry: (onSwitch) => records.watchRegistry(onSwitch),
    async checkWritable() {
      await files.checkWritable();
      await records.checkWritable();
    },
    withLock: (work, options) => records.withLock(work, options),
    withRemoteLock: (remote, work, options) => records.withRemoteLock(remote, work, options),
    tryLease: (name, options) => records.tryLease(name, options),
  };
}
