import type { MountCounts } from '@mfp/shared/status';
import { MOUNT_LIMITS } from '@mfp/shared/status';

type ReleaseMounts = MountCounts['mounts'][number];

export interface MountCounterOptions {
  send: (counts: MountCounts) => void;
  /** Whether this tab is a developer's for `remote` (an override, a preview link), not a user's: never counted. */
  uncounted: (remote: string) => boolean;
  /** Runs `flush` after the tab has gathered mounts for a while (MOUNT_FLUSH_DELAY_MS); answers a way to cancel it. */
  later: (flush: () => void) => () => void;
  /** The tab's current page-view token (decision 0087); none unless told. */
  pageView?: () => string | undefined;
}

/**
 * Every mount of a remote's slot in this tab, counted once against the version the mount tried first, whether it
 * rendered or failed, and sent in batches (decision 0075): the first mount after a send starts a short wait, and what
 * the tab counted meanwhile goes in one beacon. A batch goes at once when it reaches the contract's limits, or when
 * the page is left or hidden (`flush`, `onPageLeft`). Nothing but the remote, the version, the count and the page
 * view's token is sent; a batch holds one page view's mounts: a new token sends what the previous one counted.
 */
export class MountCounter {
  private readonly pending = new Map<string, ReleaseMounts>();
  private cancelWait: (() => void) | undefined;
  private batchView: string | undefined;

  constructor(private readonly options: MountCounterOptions) {}

  count(remote: string, version: string | undefined): void {
    if (remote.length > MOUNT_LIMITS.remote || this.options.uncounted(remote)) return;
    const view = this.options.pageView?.();
    if (view !== this.batchView) {
      this.flush();
      this.batchView = view;
    }
    // A version the contract would refuse is left out rather than clipped into another version's name.
    const known = version && version.length <= MOUNT_LIMITS.version ? version : undefined;
    const key = `${remote}\u0000${known ?? ''}`;
    let held = this.pending.get(key);
    if (held) held.count += 1;
    else this.pending.set(key, (held = { remote, ...(known ? { version: known } : {}), count: 1 }));
    if (held.count >= MOUNT_LIMITS.count || this.pending.size >= MOUNT_LIMITS.releases) return this.flush();
    this.cancelWait ??= this.options.later(() => this.flush());
  }

  /** Sends what is counted, if anything, in one beacon. */
  flush(): void {
    this.cancelWait?.();
    this.cancelWait = undefined;
    if (this.pending.size === 0) return;
    const mounts = [...this.pending.values()];
    this.pending.clear();
    this.options.send({ mounts, ...(this.batchView === undefined ? {} : { pageView: this.batchView }) });
  }
}
