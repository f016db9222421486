/**
 * `@mfp/store/releases`: for code that reads or makes releases: each remote's history and what follows from it (live,
 * last known good, rollback target), the one release sequence, and the registry document the releases make.
 */
export type { RecordedRelease, RemoteReleases } from '../records/releasesFile';
export { abandonedReleases, lastKnownGood, liveAction, rollbackTarget } from '../records/releaseHistory';
export { releaseAuthor, type ReleaseAuthor } from '../records/releaseAuthor';
export { manifestUrl } from '../records/manifestUrl';
export { registryFromReleases } from '../records/registryFromReleases';
export { releaseVersion, type ReleaseOutcome } from './releaseVersion';
export { describeBudget, setBudget } from './setBudget';
export { describeServerRender, setServerRender } from './setServerRender';
export { setApiOrigins } from './setApiOrigins';
export { refreshRegistry, updateReleases, type ReleasesChange, type ReleasesStore } from './updateReleases';
