import type { AggregateBatch, FailureCount, MountCount, RejectionCount, TimingCount } from './AggregateRecords';

const failureKey = (row: FailureCount) => JSON.stringify([row.bucket, row.remote, row.version, row.kind, row.digest]);
const timingKey = (row: TimingCount) => JSON.stringify([row.bucket, row.remote, row.version, row.load]);
const mountKey = (row: MountCount) => JSON.stringify([row.bucket, row.remote, row.version]);
const rejectionKey = (row: RejectionCount) =>
  JSON.stringify([row.bucket, row.remote, row.version, row.sample, row.reason]);

/** Adds `row` into `rows` (by its key): counts summed, first seen the earliest, last seen the latest. */
function addFailure(rows: Map<string, FailureCount>, row: FailureCount): void {
  const key = failureKey(row);
  const held = rows.get(key);
  if (!held) rows.set(key, { ...row });
  else {
    held.count += row.count;
    if (row.firstSeen < held.firstSeen) held.firstSeen = row.firstSeen;
    if (row.lastSeen > held.lastSeen) held.lastSeen = row.lastSeen;
  }
}

/** Adds `row` into `rows` (by its key), slot by slot. */
function addTiming(rows: Map<string, TimingCount>, row: TimingCount): void {
  const key = timingKey(row);
  const held = rows.get(key);
  if (!held) rows.set(key, { ...row, histogram: [...row.histogram] });
  else row.histogram.forEach((value, slot) => (held.histogram[slot] = (held.histogram[slot] ?? 0) + value));
}

/** Adds `row` into `rows` (by `key`): counts summed. */
function addCount<Row extends { count: number }>(rows: Map<string, Row>, key: string, row: Row): void {
  const held = rows.get(key);
  if (!held) rows.set(key, { ...row });
  else held.count += row.count;
}

/** Rows keyed for merging, filled with `batches`. */
export class AggregateRows {
  readonly failures = new Map<string, FailureCount>();
  readonly timings = new Map<string, TimingCount>();
  readonly mounts = new Map<string, MountCount>();
  readonly rejections = new Map<string, RejectionCount>();

  add(...batches: AggregateBatch[]): this {
    for (const batch of batches) {
      batch.failures.forEach((row) => addFailure(this.failures, row));
      batch.timings.forEach((row) => addTiming(this.timings, row));
      batch.mounts.forEach((row) => addCount(this.mounts, mountKey(row), row));
      batch.rejections.forEach((row) => addCount(this.rejections, rejectionKey(row), row));
    }
    return this;
  }

  /** Drops the buckets that started before `before` (ISO 8601 compares as text). */
  dropBefore(before: string): void {
    for (const [key, row] of this.failures) if (row.bucket < before) this.failures.delete(key);
    for (const [key, row] of this.timings) if (row.bucket < before) this.timings.delete(key);
    for (const [key, row] of this.mounts) if (row.bucket < before) this.mounts.delete(key);
    for (const [key, row] of this.rejections) if (row.bucket < before) this.rejections.delete(key);
  }

  batch(since = ''): AggregateBatch {
    return {
      failures: [...this.failures.values()].filter((row) => row.bucket >= since),
      timings: [...this.timings.values()].filter((row) => row.bucket >= since),
      mounts: [...this.mounts.values()].filter((row) => row.bucket >= since),
      rejections: [...this.rejections.values()].filter((row) => row.bucket >= since),
    };
  }
}
