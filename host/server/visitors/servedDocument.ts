import type { AlternateRelease } from '@mfp/shared/registry';
import type { RemoteReleases } from './storedReleases';

type Item = Record<string, unknown>;
const isRecord = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The registry document a visitor is served (decision 0076): every stored item without `rollout` and `previews`,
 * which no browser sees, and each remote in `releases` with that release's fields in place of the live one's
 * (`version`, `entry`, `integrity`, `preload`, `server`, and `deployedAt` when it was published), and the live release
 * as its `previous`: a rollout's release that fails to load falls back to the stable one in the same slot. Items that
 * are no entry stay as they are, for the browser to report.
 */
export function servedDocument(
  items: readonly unknown[],
  remotes: ReadonlyMap<string, RemoteReleases>,
  releases: ReadonlyMap<string, AlternateRelease>,
): { remotes: unknown[] } {
  return {
    remotes: items.map((item) => {
      if (!isRecord(item)) return item;
      const { rollout: _rollout, previews: _previews, ...served } = item;
      const name = typeof served.name === 'string' ? served.name : undefined;
      const release = name === undefined ? undefined : releases.get(name);
      const live = name === undefined ? undefined : remotes.get(name)?.live;
      return release && live ? withRelease(served, release, live) : served;
    }),
  };
}

function withRelease(item: Item, release: AlternateRelease, live: RemoteReleases['live']): Item {
  const { version: _v, entry: _e, integrity: _i, preload: _p, server: _s, deployedAt: _d, previous, ...kept } = item;
  const stable =
    live.version === undefined
      ? previous
      : { version: live.version, entry: live.entry, ...(live.integrity ? { integrity: live.integrity } : {}) };
  return {
    ...kept,
    entry: release.entry,
    version: release.version,
    ...(release.publishedAt === undefined ? {} : { deployedAt: release.publishedAt }),
    ...(stable === undefined ? {} : { previous: stable }),
    ...(release.integrity ? { integrity: release.integrity } : {}),
    ...(release.preload ? { preload: release.preload } : {}),
    ...(release.server ? { server: release.server } : {}),
  };
}
