import type { LoadKind } from '@mfp/shared/status';
import type { AggregateRecords } from '@mfp/store';
import {
  AGGREGATE_RETENTION_MS,
  bucketStart,
  FAILURE_BUCKET_MS,
  OVER_THE_CAP_DIGEST,
  TIMING_BOUNDS_MS,
  TIMING_BUCKET_MS,
  TIMING_SLOTS,
  type AggregateBatch,
  type RejectionCount,
} from '@mfp/store/aggregates';
import { AggregateBatchBuilder } from './aggregateBatchBuilder';
import type { FastifyBaseLogger } from 'fastify';
import { createFailureKeys } from './failureKeys';
import { createLossLog, type LossLog } from './lossLog';

/** Pending counts are written this often: the intake never waits on the store, and a store outage loses at most this. */
const DEFAULT_FLUSH_INTERVAL_MS = 1_000;
/** Old buckets are deleted this often. */
const PRUNE_INTERVAL_MS = 10 * 60_000;
/**
 * Distinct failures (remote, version, kind, digest) one server keeps the detail of per day; beyond, a new one is
 * counted without its digest, in its release's `OVER_THE_CAP_DIGEST` row, and told of as dropped. Real outages have a
 * handful; a flood of made-up messages has as many as it likes. The cap bounds the status page's rows, never the
 * rollout analysis's counts: 200 anonymous reports once hid every failure of a release under analysis (issue 41). The
 * rows over the cap are bounded too: by the registry's remotes and versions times the catalogue's kinds.
 */
export const MAX_FAILURE_KEYS = 200;

interface CountedFailure {
  /** A registered remote, or UNKNOWN_REMOTE. */
  remote: string;
  version: string;
  kind: string;
  code: string;
  digest: string;
}

export interface AggregatorOptions {
  records: AggregateRecords;
  /** Where the lost counts are said (`aggregates-lost`). */
  log: Pick<FastifyBaseLogger, 'warn'>;
  flushIntervalMs?: number;
  now?: () => number;
  /** Told of every failed store call, for the metrics. */
  onStoreError?: (operation: 'add' | 'read' | 'prune', error: unknown) => void;
  /** Told of each failure counted without its digest because MAX_FAILURE_KEYS were reached. */
  onDropped?: () => void;
}

/** The status page's (and the rollout analysis's) counts on their way to the store: gathered in memory, written in one batch per interval. */
export interface Aggregator {
  /**
   * Counts one failure report: with its digest, or, once MAX_FAILURE_KEYS distinct failures are counted, without it in
   * its release's row over the cap (then `onDropped`).
   */
  countFailure(failure: CountedFailure): void;
  /** Counts `count` mounts of `remote`'s slot that tried `version` first, in the failures' ten-minute buckets. */
  countMounts(remote: string, version: string, count: number): void;
  /** Counts one load time of `remote`'s `version`, into the slot of its load kind's histogram (decision 0091). */
  countTiming(remote: string, version: string, load: LoadKind, ms: number): void;
  /**
   * Counts `count` samples no page-view token vouched for (decision 0090), in the failures' ten-minute buckets, under
   * names the caller bounded: the rollout analysis reads them into its record.
   */
  countRejection(rejection: Omit<RejectionCount, 'bucket' | 'count'>, count: number): void;
  /** Writes what is pending now (and prunes old buckets when it is time); one flush at a time, in order. */
  flush(): Promise<void>;
  /** The counts of every server since `since`; what this one has not written yet shows at its next flush. */
  read(since: Date): Promise<AggregateBatch>;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

/** The slot of the load-time histogram a time falls into (bounds are inclusive). */
export const timingSlot = (ms: number): number => {
  const slot = TIMING_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return slot === -1 ? TIMING_SLOTS - 1 : slot;
};

/**
 * Counts failures, mounts and load times in memory and adds them to the aggregate records in one batch per interval, off the
 * intake's path (decision 0045). A batch the store refuses or cannot take is lost, and says so in one log line a minute
 * at most (`aggregates-lost`, with what it held). Old buckets are pruned every few minutes.
 */
export function createAggregator({
  records,
  log,
  flushIntervalMs = DEFAULT_FLUSH_INTERVAL_MS,
  now = Date.now,
  onStoreError,
  onDropped,
}: AggregatorOptions): Aggregator {
  let pending = new AggregateBatchBuilder();
  const lossLog = createLossLog(log, now);
  const failureKeys = createFailureKeys(MAX_FAILURE_KEYS);
  const pruneIfDue = pruner(records, onStoreError);
  let flushing: Promise<void> = Promise.resolve();

  async function writeOut(): Promise<void> {
    const batch: AggregateBatch = pending.batch();
    pending = new AggregateBatchBuilder();
    const rows = batch.failures.length + batch.timings.length + batch.mounts.length + batch.rejections.length;
    if (rows > 0) await addBatch(records, batch, lossLog, onStoreError);
    await pruneIfDue(now());
  }

  /** One flush at a time; a flush asked for during one runs after it. */
  const flush = (): Promise<void> => (flushing = flushing.then(writeOut));

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    countFailure(failure: CountedFailure): void {
      const at = now();
      const key = JSON.stringify([failure.remote, failure.version, failure.kind, failure.digest]);
      const admitted = failureKeys.admit(key, at);
      if (!admitted) onDropped?.();
      pending.failure(failureRow(failure, admitted, at));
    },
    countMounts(remote: string, version: string, count: number): void {
      pending.mount(remote, version, bucketStart(now(), FAILURE_BUCKET_MS), count);
    },
    countTiming(remote: string, version: string, load: LoadKind, ms: number): void {
      pending.timing({ remote, version, load, bucket: bucketStart(now(), TIMING_BUCKET_MS) }, timingSlot(ms));
    },
    countRejection: (rejection, count) => pending.rejection(rejection, bucketStart(now(), FAILURE_BUCKET_MS), count),
    flush,
    async read(since: Date): Promise<AggregateBatch> {
      try {
        return await records.read(since);
      } catch (error) {
        onStoreError?.('read', error);
        throw error;
      }
    },
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
      lossLog.close();
    },
  };
}

/** The row one failure adds: under its digest, or, over the cap, in its release's row without one. */
function failureRow(failure: CountedFailure, admitted: boolean, at: number) {
  const iso = new Date(at).toISOString();
  const digest = admitted ? failure.digest : OVER_THE_CAP_DIGEST;
  return { ...failure, digest, bucket: bucketStart(at, FAILURE_BUCKET_MS), firstSeen: iso, lastSeen: iso };
}

/** Adds one batch to the records; a batch the store refuses or cannot take is lost, and the loss log says so. */
async function addBatch(
  records: AggregateRecords,
  batch: AggregateBatch,
  lossLog: LossLog,
  onStoreError: AggregatorOptions['onStoreError'],
): Promise<void> {
  try {
    await records.add(batch);
    lossLog.recovered();
  } catch (error) {
    onStoreError?.('add', error);
    lossLog.lost(batch, error);
  }
}

/** Deletes buckets older than the counts' retention, at most every PRUNE_INTERVAL_MS; a failure waits for the next. */
function pruner(records: AggregateRecords, onStoreError: AggregatorOptions['onStoreError']) {
  let lastPrune = 0;
  return async (at: number): Promise<void> => {
    if (at - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = at;
    await records.prune(new Date(at - AGGREGATE_RETENTION_MS - TIMING_BUCKET_MS)).catch((error: unknown) => {
      onStoreError?.('prune', error);
    });
  };
}
