import type { LoadKind, LoadSource, TimingBeacon } from '@mfp/shared/status';
import { TIMING_LIMITS } from '@mfp/shared/status';
import type { LoadClock, MountStart } from './loadClock';
import { loadedReleasesIn, type LoadedReleases } from './loadedReleases';

/** One mount of a remote's slot, timed from its trigger to the remote's first render. */
export interface MountTiming {
  /** The slot got a component to render: `version` is the release shown, `servedFallback` when it is the last known good. */
  readonly loaded: (version: string | undefined, servedFallback: boolean) => void;
  /** The remote's component committed its first render: sends the timing, once per mount, if this mount is sampled. */
  readonly rendered: () => void;
}

export interface MountTimingsOptions {
  clock: LoadClock;
  /** `pageData.timings.sampleRate`: the share of mounts that report, 0 to 1. */
  sampleRate: number;
  send: (beacon: TimingBeacon) => void;
  /** Whether this tab is a developer's for `remote` (an override, a preview link), not a user's: never sent. */
  uncounted: (remote: string) => boolean;
  /** What this browser loaded before (decision 0091); by default, what this page loaded. */
  loaded?: LoadedReleases;
  now?: () => number;
  random?: () => number;
}

/** Milliseconds to one decimal, within the contract's bounds: a remote that took longer is recorded as the limit. */
const bounded = (ms: number) => Math.round(Math.min(Math.max(ms, 0), TIMING_LIMITS.maxMs) * 10) / 10;

/**
 * The host's real-user load timings (issue 22): each slot mount starts a `MountTiming`, which knows its trigger from
 * the clock and, once loaded, where the code came from. The tab remembers the releases it has loaded, so the next mount
 * of one of them is `cache`; and whether the browser's first load of that release (`first`) or a later one, which the
 * rollout analysis compares only with its own kind (decision 0091). Every mount marks its release, sampled or not.
 * Nothing but the remote, its version, the source, the load kind, the trigger and the time is sent: no URL.
 */
export class MountTimings {
  private readonly loadedReleases = new Set<string>();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly loaded: LoadedReleases;

  constructor(private readonly options: MountTimingsOptions) {
    this.loaded = options.loaded ?? loadedReleasesIn(undefined);
    this.now = options.now ?? (() => performance.now());
    this.random = options.random ?? Math.random;
  }

  get clock(): LoadClock {
    return this.options.clock;
  }

  begin(remote: string): MountTiming {
    const start: MountStart = this.options.clock.start();
    const sampled = this.random() < this.options.sampleRate;
    let shown: { version: string | undefined; source: LoadSource; load: LoadKind } | undefined;
    let sent = false;
    return {
      loaded: (version, servedFallback) => {
        const release = `${remote}\u0000${version ?? ''}`;
        const source: LoadSource = servedFallback
          ? 'last-known-good'
          : this.loadedReleases.has(release)
            ? 'cache'
            : 'live';
        this.loadedReleases.add(release);
        shown = { version, source, load: this.loaded.loadKindOf(remote, version) };
      },
      rendered: () => {
        if (sent || !sampled || !shown || remote.length > TIMING_LIMITS.remote) return;
        if (this.options.uncounted(remote)) return;
        sent = true;
        const { version, source, load } = shown;
        this.options.send({
          remote,
          // A version the contract would refuse is left out rather than clipped into another version's name.
          ...(version && version.length <= TIMING_LIMITS.version ? { version } : {}),
          source,
          load,
          trigger: start.trigger,
          ms: bounded(this.now() - start.at),
        });
      },
    };
  }
}
