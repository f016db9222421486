import { z } from 'zod';

/** One run of the output flood: the pages asked at once, what their slots became, and the host server's memory. */
const floodRunSchema = z.object({
  label: z.string(),
  path: z.string(),
  /** The remote's `serverRender.outputKb` in the registry for this run; null: the host's SERVER_RENDER_OUTPUT_KB. */
  outputKb: z.number().nullable(),
  pages: z.number(),
  /** Slots rendered on the server, and those that failed (by kind) and went to the browser. */
  rendered: z.number(),
  failed: z.record(z.string(), z.number()),
  /** Bytes of HTML the pages carried, all together. */
  pageBytes: z.number(),
  /**
   * The host server's resident set size (bytes): before the pages (after a full collection), its peak since it started
   * (the kernel's high-water mark, sampled every 20 ms too), and once the pages were answered (no collection).
   */
  hostRssBefore: z.number(),
  hostRssPeak: z.number(),
  hostRssAfter: z.number(),
});
export type FloodRun = z.infer<typeof floodRunSchema>;

export const outputFloodSchema = z.object({
  remote: z.string(),
  concurrentPages: z.number(),
  runs: z.array(floodRunSchema),
  loadAverage: z.object({ before: z.array(z.number()), after: z.array(z.number()) }),
});
export type OutputFloodResult = z.infer<typeof outputFloodSchema>;
