import * as z from 'zod';

/** Resident memory of both processes at one point of the case, MB (VmRSS), the host's after a full collection. */
const checkpointSchema = z.object({
  deploy: z.number(),
  hostRssMb: z.number(),
  /** Null when no render process was running at that moment. */
  renderProcessRssMb: z.number().nullable(),
});

/** The memory-after-deploys case as bench/results/load.json records it under `deployMemory` (bench/README.md). */
export const deployMemorySchema = z.object({
  remote: z.string(),
  deploys: z.number(),
  pagesPerDeploy: z.number(),
  checkpoints: z.array(checkpointSchema),
  /** After the last deploy / after the first, for each process; the target holds for both. */
  hostRatio: z.number(),
  renderProcessRatio: z.number().nullable(),
  ceiling: z.number(),
  met: z.boolean(),
  loadAverage: z.object({ before: z.array(z.number()), after: z.array(z.number()) }),
});

export type DeployMemoryResult = z.infer<typeof deployMemorySchema>;
export type MemoryCheckpoint = z.infer<typeof checkpointSchema>;
