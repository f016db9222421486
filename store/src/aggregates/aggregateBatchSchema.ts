import { LOAD_KINDS, UNTOLD_LOAD_KIND } from '@mfp/shared/status';
import { PAGE_VIEW_CLAIMS, PAGE_VIEW_REJECTIONS } from '@mfp/shared/pageViews';
import * as z from 'zod';
import { TIMING_SLOTS } from './aggregateLimits';

const text = (max: number) => z.string().max(max);
const count = z.number().int().nonnegative();

/**
 * What `add` accepts and what a folder writer's file holds: the rows of `AggregateRecords`, checked. `mounts` and
 * `rejections` may be absent: a file written by a server from before they were counted (decisions 0075, 0090) holds
 * none. A rejection's sample and reason are closed sets, so its rows are bounded as the registry's names bound the rest.
 * A timing row without `load` was written before first and later loads were told apart (decision 0091): it reads as
 * `UNTOLD_LOAD_KIND`.
 */
export const aggregateBatchSchema = z.object({
  failures: z.array(
    z.object({
      remote: text(100).min(1),
      version: text(200),
      kind: text(64).min(1),
      code: text(32),
      digest: text(32),
      bucket: z.iso.datetime(),
      count,
      firstSeen: z.iso.datetime(),
      lastSeen: z.iso.datetime(),
    }),
  ),
  timings: z.array(
    z.object({
      remote: text(100).min(1),
      version: text(200),
      load: z.enum(LOAD_KINDS).default(UNTOLD_LOAD_KIND),
      bucket: z.iso.datetime(),
      histogram: z.array(count).length(TIMING_SLOTS),
    }),
  ),
  mounts: z
    .array(z.object({ remote: text(100).min(1), version: text(200), bucket: z.iso.datetime(), count }))
    .default([]),
  rejections: z
    .array(
      z.object({
        remote: text(100),
        version: text(200),
        sample: z.enum(PAGE_VIEW_CLAIMS),
        reason: z.enum(PAGE_VIEW_REJECTIONS),
        bucket: z.iso.datetime(),
        count,
      }),
    )
    .default([]),
});
