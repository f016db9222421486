import {
  TIMING_SLOTS,
  type AggregateBatch,
  type FailureCount,
  type MountCount,
  type RejectionCount,
  type TimingCount,
} from '@mfp/store/aggregates';

/** Counts gathered between two flushes, one row per key: its size is the number of distinct keys, not of reports. */
export class AggregateBatchBuilder {
  private readonly failures = new Map<string, FailureCount>();
  private readonly timings = new Map<string, TimingCount>();
  private readonly mounts = new Map<string, MountCount>();
  private readonly rejections = new Map<string, RejectionCount>();

  failure(row: Omit<FailureCount, 'count'>): void {
    const key = JSON.stringify([row.bucket, row.remote, row.version, row.kind, row.digest]);
    const held = this.failures.get(key);
    if (held) {
      held.count += 1;
      held.lastSeen = row.lastSeen;
    } else this.failures.set(key, { ...row, count: 1 });
  }

  timing(row: Omit<TimingCount, 'histogram'>, slot: number): void {
    const key = JSON.stringify([row.bucket, row.remote, row.version, row.load]);
    let held = this.timings.get(key);
    if (!held) this.timings.set(key, (held = { ...row, histogram: new Array<number>(TIMING_SLOTS).fill(0) }));
    held.histogram[slot] = (held.histogram[slot] ?? 0) + 1;
  }

  mount(remote: string, version: string, bucket: string, count: number): void {
    const key = JSON.stringify([bucket, remote, version]);
    const held = this.mounts.get(key);
    if (held) held.count += count;
    else this.mounts.set(key, { remote, version, bucket, count });
  }

  rejection(rejection: Omit<RejectionCount, 'bucket' | 'count'>, bucket: string, count: number): void {
    const { remote, version, sample, reason } = rejection;
    const key = JSON.stringify([bucket, remote, version, sample, reason]);
    const held = this.rejections.get(key);
    if (held) held.count += count;
    else this.rejections.set(key, { remote, version, sample, reason, bucket, count });
  }

  batch(): AggregateBatch {
    return {
      failures: [...this.failures.values()],
      timings: [...this.timings.values()],
      mounts: [...this.mounts.values()],
      rejections: [...this.rejections.values()],
    };
  }
}
