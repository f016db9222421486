import { z } from 'zod';

export const heldHeapSchema = z.object({
  /** Render places of the sandbox, and the memory limit of each isolate (MB). */
  poolSize: z.number(),
  memoryMb: z.number(),
  /** Remotes that each keep `hoardMb` on `globalThis` on every render, and the rounds of one render each. */
  hoardingRemotes: z.number(),
  hoardMb: z.object({ min: z.number(), max: z.number() }),
  rounds: z.number(),
  /** What the hoarding renders became: `rendered`, or a failure kind, with their counts. */
  outcomes: z.record(z.string(), z.number()),
  /** The render process's resident set size (bytes) after the lean warm-up, and after the hoarding rounds. */
  warmUpRss: z.number(),
  afterRss: z.number(),
  /** after / warm-up; issue 40 asks for at most 1.5. */
  ratio: z.number(),
  loadAverage: z.object({ before: z.array(z.number()), after: z.array(z.number()) }),
});
export type HeldHeapResult = z.infer<typeof heldHeapSchema>;
