import { performance } from 'node:perf_hooks';
import type { VersionFiles } from '@mfp/store';
import { alternatingOrder } from '../analysis/stats';
import { BUILD_STAMP } from '../../scripts/lib/ensureBuilt';
import {
  sameWrites,
  summarisePublish,
  writtenBetween,
  type Inventory,
  type PublishRound,
  type PublishSummary,
  type Written,
} from './publishFigures';

export type StoreKind = 'folder' | 's3';

/** One store under measurement: its version files, and how to list everything it holds. */
export interface MeasuredStore {
  files: VersionFiles;
  inventory(): Promise<Inventory>;
}

export interface PublishTarget {
  remote: string;
  /** The remote's production build. */
  distDir: string;
}

/** What publishing one build to both stores measured: the summary's times and ratio, each round's times, the writes. */
export interface PublishResult extends PublishSummary {
  /** The remote published. */
  remote: string;
  /** Publishes to each store, one per round. */
  rounds: number;
  /** Each round's publish time per store, ms, in round order. */
  roundsMs: { folder: number[]; s3: number[] };
  /** What one publish wrote to each store: the same in every round, or the bench stops. */
  written: { folder: Written; s3: Written };
}

/** A version no earlier round used: every round publishes afresh, as a deploy does. */
const roundVersion = (round: number) => `1.0.0-bench.${round + 1}`;

async function timedPublish(store: MeasuredStore, { remote, distDir }: PublishTarget, version: string) {
  const before = await store.inventory();
  const started = performance.now();
  // The build bookkeeping stays out, as `npm run deploy` leaves it out.
  await store.files.publish(remote, version, distDir, { exclude: [BUILD_STAMP], print: () => undefined });
  // A tenth of a millisecond is finer than any difference that matters here.
  const ms = Math.round((performance.now() - started) * 10) / 10;
  return { ms, written: writtenBetween(before, await store.inventory()) };
}

/**
 * Publishes the same build `rounds` times to each store, each time as a new version, the stores taking turns to go
 * first (folder S3, S3 folder, ...) so that a drift of the machine's load hits both alike.
 */
export async function measurePublish(
  stores: Record<StoreKind, MeasuredStore>,
  target: PublishTarget,
  rounds: number,
  print: (line: string) => void,
): Promise<PublishResult> {
  const measured: PublishRound[] = [];
  const written: Record<StoreKind, Written[]> = { folder: [], s3: [] };
  for (const [round, order] of alternatingOrder<StoreKind>('folder', 's3', rounds).entries()) {
    const ms: Partial<Record<StoreKind, number>> = {};
    for (const kind of order) {
      const result = await timedPublish(stores[kind], target, roundVersion(round));
      ms[kind] = result.ms;
      written[kind].push(result.written);
    }
    const folderMs = ms.folder ?? NaN;
    const s3Ms = ms.s3 ?? NaN;
    measured.push({ folderMs, s3Ms });
    print(
      `  round ${round + 1}/${rounds} (${order.join(' then ')}): folder ${Math.round(folderMs)} ms, ` +
        `S3 ${Math.round(s3Ms)} ms, S3/folder ${(s3Ms / folderMs).toFixed(2)}`,
    );
  }
  return {
    remote: target.remote,
    rounds,
    ...summarisePublish(measured),
    roundsMs: { folder: measured.map((r) => r.folderMs), s3: measured.map((r) => r.s3Ms) },
    written: { folder: sameWrites(written.folder), s3: sameWrites(written.s3) },
  };
}
