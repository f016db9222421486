import type { RolloutEndCommands } from '@mfp/shared/rollouts';
import { shortHash } from '../files/contentHash';
import { recordIntegrity, type RecordedIntegrity } from '../records/recordIntegrity';
import type { EndedRollout } from '../records/deliveryRecordSchemas';
import { recordRelease, type RemoteDescription } from '../records/releaseHistory';
import type { RecordedRelease, RemoteReleases } from '../records/releasesFile';
import type { Store } from '../Store';
import { StoreError } from '../StoreError';
import { rolloutBeforeSwitch, type DuringRollout } from '../rollouts/rolloutBeforeSwitch';
import { rolloutRefused } from '../rollouts/rolloutRefused';
import { buildIntegrity } from './buildIntegrity';
import { recordPublished } from './recordPublished';
import { updateReleases, type ReleasesStore } from './updateReleases';

/** The build a release is made of: published when its version is not yet, and its integrity recorded. */
interface ReleaseBuild {
  distDir: string;
  /** File names left out of the published copy (build bookkeeping). */
  exclude?: readonly string[];
  print?: (line: string) => void;
  /** Told whether the build was copied or its version was already published with identical bytes. */
  onPublished?: (published: Exclude<Published, { kind: 'none' }>) => void;
  /** How to fix a version already published with other bytes, for the refusal's message. */
  newVersionHint?: string;
}

export interface ReleaseRequest {
  remote: string;
  /** The release to make live; its `contentHash` is the build's, checked against a version published before. */
  release: RecordedRelease;
  /** STORE_PUBLIC_URL, the prefix of the registry entries written after the switch. */
  storePublicUrl: string;
  /** What the remote's registry entry says; undefined keeps what the releases say now (a switch between versions). */
  description?: RemoteDescription;
  /** The hash of the build's inputs, when it was built just now. */
  inputHash?: string;
  /** Absent for a switch to a version already published: nothing is copied, and its recorded integrity stays. */
  build?: ReleaseBuild;
  /** Under the lock, before anything is recorded: throws to stop, e.g. when the live release changed meanwhile. */
  confirm?: (current: RemoteReleases | undefined) => void;
  /**
   * When the version is live already: `keep` writes nothing (a deploy of the live bytes); `refresh` records its input
   * hash and integrity again (a seed that published a deleted live folder anew). `keep` by default.
   */
  whenLive?: 'keep' | 'refresh';
  /**
   * `false` publishes the release and records it without making it live (`--no-switch`, decision 0074): the live
   * release stays, and the version is open to preview links and to a rollout. `true` by default.
   */
  goLive?: boolean;
  /**
   * What a switch does to a rollout of the remote (decision 0079): `refuse` (by default) stops before anything is
   * recorded; `abort` ends the rollout as aborted in the same write (a rollback, a seed). A release that does not switch
   * (`goLive: false`, the live version again) leaves the rollout running either way.
   */
  duringRollout?: DuringRollout;
  /** How the refusal tells the reader to end the rollout, in the words of their tool; `mfp rollout …` by default. */
  endRolloutCommands?: RolloutEndCommands;
  /** Runs each step, e.g. to time it as a stage of a command's progress; runs it as it is by default. */
  step?: <T>(name: 'publish' | 'switch', work: () => Promise<T>) => Promise<T>;
}

type Published = { kind: 'copied'; location: string } | { kind: 'identical' } | { kind: 'none' };

/** How a release ended: a new release went live, or the version was live already. */
export type ReleaseOutcome =
  | { kind: 'switched'; previous: string | undefined; published: Published; abortedRollout?: EndedRollout }
  | { kind: 'already-live'; published: Published }
  | { kind: 'published-only'; live: string; published: Published };

const runAsIs = <T>(_name: 'publish' | 'switch', work: () => Promise<T>) => work();

async function publishIfNeeded(store: Store, request: ReleaseRequest, build: ReleaseBuild): Promise<Published> {
  const { remote, release } = request;
  const { version } = release;
  if (await store.versionExists(remote, version)) {
    // A browser or CDN that cached the old files under that URL would mix them with the new ones.
    const published = await store.versionContentHash(remote, version);
    if (published !== release.contentHash)
      throw new StoreError(
        'version-published',
        `${remote}@${version} is already published with other content (published ${shortHash(published)}, this ` +
          `build ${shortHash(release.contentHash)}), and published versions are immutable. ` +
          (build.newVersionHint ?? 'Publish this build under a new version.'),
      );
    return { kind: 'identical' };
  }
  const location = await store.publish(remote, version, build.distDir, { exclude: build.exclude, print: build.print });
  return { kind: 'copied', location };
}

/** Refuses a switch during a rollout before anything is published; the check under the lock stays the last word. */
async function refuseEarly(store: ReleasesStore, request: ReleaseRequest): Promise<void> {
  if (request.goLive === false || (request.duringRollout ?? 'refuse') !== 'refuse') return;
  const releases = await store.readReleases();
  if (releases.remotes[request.remote]?.live === request.release.version) return;
  rolloutBeforeSwitch(releases, request.remote, request.release, {
    duringRollout: 'refuse',
    endCommands: request.endRolloutCommands,
  });
}

/**
 * The release sequence, the one way a version goes live (seeding, deploy and rollback): publish the build if its
 * version is not published yet (or check that the published bytes are the same), then, under the records' lock,
 * record the build's integrity and the release and switch the registry (`updateReleases`). The caller holds the
 * remote's lock (`withRemoteLock`), so the version it decided on is still the one to publish. A failure before the
 * switch leaves the releases and the registry as they were. A switch while the remote has a rollout is refused before
 * anything is published, or ends the rollout in the same write (`duringRollout`, decision 0079).
 */
export async function releaseVersion(store: ReleasesStore, request: ReleaseRequest): Promise<ReleaseOutcome> {
  const { remote, release, build, step = runAsIs } = request;
  const { version } = release;
  store.versionLocation(remote, version); // a version that cannot name a folder stops here
  await refuseEarly(store, request);
  let published: Published = { kind: 'none' };
  if (build) {
    published = await step('publish', () => publishIfNeeded(store, request, build));
    if (published.kind !== 'none') build.onPublished?.(published);
  }
  // From the build whose bytes the published version has (copied, or checked identical above).
  // The module a critical path is weighed for is the description's: a build always comes with one (deploy, seed).
  const integrity: RecordedIntegrity | undefined = build && (await buildIntegrity(build, request.description?.module));
  return step('switch', () =>
    updateReleases<ReleaseOutcome>(store, request.storePublicUrl, (releases) => {
      const current = releases.remotes[remote];
      request.confirm?.(current);
      if (request.goLive === false) {
        if (current === undefined)
          throw rolloutRefused(
            `${remote} has no live release, so a release published without switching could not be previewed or ` +
              `rolled out against one: deploy its first release without --no-switch`,
          );
        if (current.live === version) return { kind: 'unchanged', result: { kind: 'already-live', published } };
        recordPublished(current, release, integrity);
        return { kind: 'changed', result: { kind: 'published-only', live: current.live, published } };
      }
      if (current?.live === version) {
        if (request.whenLive !== 'refresh') return { kind: 'unchanged', result: { kind: 'already-live', published } };
        if (request.inputHash !== undefined) current.hashes[version] = request.inputHash;
        if (integrity) recordIntegrity(current, version, integrity);
        return { kind: 'changed', result: { kind: 'already-live', published } };
      }
      const description = request.description ?? current;
      if (!description)
        throw new Error(`${remote} has no releases to take its title, route and module from: give a description`);
      const abortedRollout = rolloutBeforeSwitch(releases, remote, release, {
        duringRollout: request.duringRollout ?? 'refuse',
        endCommands: request.endRolloutCommands,
      });
      const { title, route, module } = description;
      recordRelease(releases, remote, { title, route, module }, release, request.inputHash);
      if (integrity) recordIntegrity(releases.remotes[remote]!, version, integrity);
      const switched = { kind: 'switched' as const, previous: current?.live, published };
      return { kind: 'changed', result: abortedRollout ? { ...switched, abortedRollout } : switched };
    }),
  );
}
