/**
 * The render settings of the load's server-rendering host, stated rather than taken from the shell: the defaults of
 * host/server/config/serverRenderSettings.ts (a pool of 2 renders, a deadline of 1000 ms).
 */
export const SSR_HOST_RENDERING = { poolSize: 2, deadlineMs: 1000 } as const;
