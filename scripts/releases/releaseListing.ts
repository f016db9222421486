import { abandonedReleases, lastKnownGood, type RecordedRelease, type RemoteReleases } from '@mfp/store/releases';

/** One release as `npm run releases` shows it; `--json` prints exactly these fields. */
export interface ListedRelease {
  version: string;
  /** `unrecorded`: it went live before the history kept more than the version. */
  action: RecordedRelease['action'] | 'unrecorded';
  at?: string;
  user?: string;
  host?: string;
  contentHash?: string;
  /** Through the deploy API: the id of the token used (never the token), and what the client sent about itself. */
  tokenId?: string;
  /** The commit the release was built from, as the client's CI named it. */
  commit?: string;
  /** The CI run that deployed it. */
  ciUrl?: string;
  /** The address the upload came from. */
  client?: string;
  /** The gate problems `--force` overrode, when it did. */
  forcedOver?: string[];
  /** The newest release: the one serving now. */
  live: boolean;
  /** The release the host falls back to when the live one fails to load (the registry's `previous`). */
  lastKnownGood: boolean;
  /** A later rollback went back past it: `--rollback` never returns to it, and it is never the fallback. */
  abandoned: boolean;
  /** Its folder is still in the store. */
  published: boolean;
}

export interface RemoteListing {
  remote: string;
  live: string;
  lastKnownGood: string | null;
  /** Newest first. */
  releases: ListedRelease[];
  /** Versions in the store that never went live (published with --no-switch, or a deploy stopped after publishing). */
  neverLive: string[];
  /** The running rollout, in short (`npm run deploy -- <remote> --rollout status` has the whole of it). */
  rollout?: { version: string; share: number; state: string };
}

/** The listing of one remote's releases, newest first, from its history and the versions in the store. */
export function releaseListing(remote: string, releases: RemoteReleases, published: readonly string[]): RemoteListing {
  const isPublished = (version: string) => published.includes(version);
  const abandoned = new Set(abandonedReleases(releases.history));
  const good = lastKnownGood(releases, isPublished);
  const listed = releases.history.map((release, index): ListedRelease => {
    const common = {
      version: release.version,
      live: index === releases.history.length - 1,
      lastKnownGood: release === good,
      abandoned: abandoned.has(release),
      published: isPublished(release.version),
    };
    if (release.action === 'unrecorded') return { action: 'unrecorded', ...common };
    return {
      action: release.action,
      at: release.at,
      user: release.user,
      host: release.host,
      contentHash: release.contentHash,
      ...(release.tokenId !== undefined && { tokenId: release.tokenId }),
      ...(release.commit !== undefined && { commit: release.commit }),
      ...(release.ciUrl !== undefined && { ciUrl: release.ciUrl }),
      ...(release.client !== undefined && { client: release.client }),
      ...(release.forced && { forcedOver: release.forced.problems }),
      ...common,
    };
  });
  const everLive = new Set(releases.history.map((release) => release.version));
  return {
    remote,
    live: releases.live,
    lastKnownGood: good?.version ?? null,
    releases: listed.reverse(),
    neverLive: published.filter((version) => !everLive.has(version)),
    ...(releases.rollout && {
      rollout: {
        version: releases.rollout.version,
        share: releases.rollout.steps[releases.rollout.step] ?? 0,
        state: releases.rollout.state,
      },
    }),
  };
}
