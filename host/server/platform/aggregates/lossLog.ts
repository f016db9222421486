import type { AggregateBatch } from '@mfp/store/aggregates';
import type { FastifyBaseLogger } from 'fastify';
import { describeStoreFailure } from './describeStoreFailure';
import { logEvent } from '@mfp/shared/logs';

const MINUTE_MS = 60_000;

/** What a store outage cost the status page's counts, said in the log as it goes. */
export interface LossLog {
  /** A batch the store refused or could not take: counted, and said at once if no line was written this minute. */
  lost(batch: AggregateBatch, error: unknown): void;
  /** The store took a batch: says what was lost since the last line, if anything, and that the store is back. */
  recovered(): void;
  /** The aggregator stops: says what was lost since the last line, if anything. */
  close(): void;
}

/**
 * Says what a store outage cost the counts: the first lost batch at once, then at most one line a minute with the
 * total since, and one when the store takes batches again. Each line names the failure reports, mounts, load times and
 * rejected samples lost.
 */
export function createLossLog(log: Pick<FastifyBaseLogger, 'warn'>, now: () => number): LossLog {
  let reports = 0;
  let timings = 0;
  let mounts = 0;
  let rejected = 0;
  let since: number | undefined;
  let lastLine = Number.NEGATIVE_INFINITY;
  let lastError = '';

  const write = (recovered: boolean) => {
    if (reports === 0 && timings === 0 && mounts === 0 && rejected === 0) return;
    log.warn(
      {
        ...logEvent('aggregates-lost'),
        failureReports: reports,
        loadTimes: timings,
        mounts,
        rejectedSamples: rejected,
        since: new Date(since ?? now()).toISOString(),
        error: lastError,
        recovered,
      },
      `status counts lost: ${reports} failure report(s), ${mounts} mount(s), ${timings} load time(s) and ` +
        `${rejected} rejected sample(s) since ` +
        `${new Date(since ?? now()).toISOString()} were not written (${lastError})` +
        (recovered ? '; the store takes them again' : ''),
    );
    lastLine = now();
    reports = 0;
    timings = 0;
    mounts = 0;
    rejected = 0;
    since = undefined;
  };

  return {
    lost(batch: AggregateBatch, error: unknown): void {
      reports += batch.failures.reduce((sum, row) => sum + row.count, 0);
      timings += batch.timings.reduce((sum, row) => sum + row.histogram.reduce((a, b) => a + b, 0), 0);
      mounts += batch.mounts.reduce((sum, row) => sum + row.count, 0);
      rejected += batch.rejections.reduce((sum, row) => sum + row.count, 0);
      since ??= now();
      lastError = describeStoreFailure(error);
      if (now() - lastLine >= MINUTE_MS) write(false);
    },
    recovered(): void {
      write(true);
    },
    close(): void {
      write(false);
    },
  };
}
