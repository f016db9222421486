/**
 * The bounds of a server render's limits, whether the host-wide settings (`SERVER_RENDER_MEMORY_MB`,
 * `SERVER_RENDER_DEADLINE_MS`) or a remote's override in the registry set them: one rule, so an override the
 * registry accepts is always one the host could have been configured with.
 */
export const SERVER_RENDER_BOUNDS = {
  /** Heap of one remote's isolate, in MB: under 16 no React render fits; over 4 GB is no limit at all. */
  memoryMb: { min: 16, max: 4096 },
  /** How long a page waits for one remote's server render, in ms. */
  deadlineMs: { min: 10, max: 30_000 },
} as const;
