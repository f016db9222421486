/**
 * The bounds of a server render's limits, whether the host-wide settings (`SERVER_RENDER_MEMORY_MB`,
 * `SERVER_RENDER_DEADLINE_MS`, `SERVER_RENDER_OUTPUT_KB`) or a remote's override in the registry set them: one rule, so an override the
 * registry accepts is always one the host could have been configured with.
 */
export const SERVER_RENDER_BOUNDS = {
  /** Heap of one remote's isolate, in MB: under 16 no React render fits; over 4 GB is no limit at all. */
  memoryMb: { min: 16, max: 4096 },
  /** How long a page waits for one remote's server render, in ms. */
  deadlineMs: { min: 10, max: 30_000 },
  /**
   * HTML one remote's server render may return, in KB (decision 0084): under 16 a real slot's markup does not fit; over
   * 64 MB is no limit a page could use.
   */
  outputKb: { min: 16, max: 65_536 },
} as const;
