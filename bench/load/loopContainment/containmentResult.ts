import * as z from 'zod';

/** One autocannon load of some pages, and what the server did in their slots. */
const routeLoadSchema = z.object({
  paths: z.array(z.string()),
  connections: z.number(),
  requests: z.number(),
  requestsPerSecond: z.number(),
  latencyMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  /** Connection errors, timeouts and non-2xx answers. */
  errors: z.number(),
  /** Pages by their slot: rendered on the server, failed there (a digest), or left to the browser (`client-only`). */
  slots: z.object({ rendered: z.number(), failed: z.number(), browserOnly: z.number() }),
});

/** The other routes' load while the looping route had `loopingConnections` of its own. */
const withLoopingSchema = z.object({
  loopingConnections: z.number(),
  others: routeLoadSchema,
  /** The looping remote's own route, loaded at the same time. */
  looping: routeLoadSchema,
  /** The other routes' p99 here / without the looping remote. */
  p99Ratio: z.number(),
  met: z.boolean(),
});

/** The containment-under-load case as bench/results/load.json records it under `loopContainment` (bench/README.md). */
export const loopContainmentSchema = z.object({
  loopingRemote: z.string(),
  durationSeconds: z.number(),
  /** The render processes's pool (SERVER_RENDER_POOL_SIZE) and a render's deadline (SERVER_RENDER_DEADLINE_MS). */
  poolSize: z.number(),
  deadlineMs: z.number(),
  /** The other routes without the looping remote in the registry. */
  without: routeLoadSchema,
  /** Then with it, its looping route under load from fewer connections than the pool has places, then as many. */
  withLooping: z.array(withLoopingSchema),
  ceiling: z.number(),
  loadAverage: z.object({ before: z.array(z.number()), after: z.array(z.number()) }),
});

export type LoopContainmentResult = z.infer<typeof loopContainmentSchema>;
export type RouteLoad = z.infer<typeof routeLoadSchema>;
export type WithLooping = z.infer<typeof withLoopingSchema>;
