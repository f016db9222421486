import { withoutSiblingSuffix } from '@mfp/store/files';
import { quantile } from '../analysis/stats';

/** What one publish wrote: every file or object it added, precompressed siblings and bookkeeping included. */
export interface Written {
  objects: number;
  bytes: number;
  /** Of `objects`, the `.br` and `.gz` siblings. */
  siblings: number;
}

/** Path or key → size in bytes: a store's content at one moment. */
export type Inventory = ReadonlyMap<string, number>;

/** What `after` holds that `before` did not: what a publish added. */
export function writtenBetween(before: Inventory, after: Inventory): Written {
  let objects = 0;
  let bytes = 0;
  let siblings = 0;
  for (const [name, size] of after) {
    if (before.has(name)) continue;
    objects += 1;
    bytes += size;
    if (withoutSiblingSuffix(name) !== name) siblings += 1;
  }
  return { objects, bytes, siblings };
}

export interface Timings {
  median: number;
  min: number;
  max: number;
}

export function timings(values: readonly number[]): Timings {
  return { median: quantile(values, 0.5), min: Math.min(...values), max: Math.max(...values) };
}

export interface PublishRound {
  folderMs: number;
  s3Ms: number;
}

/** S3 / folder, taken round by round. */
interface PublishRatio {
  /** Each round's ratio, to three decimals, in round order. */
  perRound: number[];
  median: number;
}

/** The publish figures of both stores, from rounds where both ran side by side. */
export interface PublishSummary {
  /** The folder store's publish times, ms. */
  folderMs: Timings;
  /** The S3 store's publish times, ms. */
  s3Ms: Timings;
  ratio: PublishRatio;
}

/** The publish figures: each store's times, and S3 / folder taken round by round, where both ran side by side. */
export function summarisePublish(rounds: readonly PublishRound[]): PublishSummary {
  if (rounds.length === 0) throw new Error('no publish rounds to summarise');
  const ratios = rounds.map((round) => Math.round((round.s3Ms / round.folderMs) * 1000) / 1000);
  return {
    folderMs: timings(rounds.map((round) => round.folderMs)),
    s3Ms: timings(rounds.map((round) => round.s3Ms)),
    ratio: { perRound: ratios, median: quantile(ratios, 0.5) },
  };
}

/** The same build always writes the same objects: a round that differs means a store changed under the bench. */
export function sameWrites(writes: readonly Written[]): Written {
  const [first] = writes;
  if (!first) throw new Error('no publish rounds to summarise');
  const odd = writes.find((w) => w.objects !== first.objects || w.bytes !== first.bytes);
  if (odd)
    throw new Error(
      `publishes of the same build wrote ${first.objects} objects (${first.bytes} bytes) and then ` +
        `${odd.objects} (${odd.bytes} bytes): something else writes to the bench's store`,
    );
  return first;
}
