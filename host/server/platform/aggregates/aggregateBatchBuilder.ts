import { TIMING_SLOTS, type AggregateBatch, type FailureCount, type TimingCount } from '@mfp/store/aggregates';

/** Counts gathered between two flushes, one row per key: its size is the number of distinct keys, not of reports. */
export class AggregateBatchBuilder {
  private readonly failures = new Map<string, FailureCount>();
  private readonly timings = new Map<string, TimingCount>();

  failure(row: Omit<FailureCount, 'count'>): void {
    const key = JSON.stringify([row.bucket, row.remote, row.version, row.kind, row.digest]);
    const held = this.failures.get(key);
    if (held) {
      held.count += 1;
      held.lastSeen = row.lastSeen;
    } else this.failures.set(key, { ...row, count: 1 });
  }

  timing(remote: string, version: string, bucket: string, slot: number): void {
    const key = JSON.stringify([bucket, remote, version]);
    let held = this.timings.get(key);
    if (!held) this.timings.set(key, (held = { remote, version, bucket, histogram: new Array(TIMING_SLOTS).fill(0) }));
    held.histogram[slot] = (held.histogram[slot] ?? 0) + 1;
  }

  batch(): AggregateBatch {
    return { failures: [...this.failures.values()], timings: [...this.timings.values()] };
  }
}
