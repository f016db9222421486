/** The query parameter that plugs a remote into a running host: `?mf-override=<name>=<manifest URL>`, repeatable. */
export const OVERRIDE_PARAM = 'mf-override';

/** Where local dev servers run: any port of the loopback names, over plain http. */
export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;
