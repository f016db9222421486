/** The query parameter that plugs a remote into a running host: `?mf-override=<name>=<manifest URL>`, repeatable. */
export const OVERRIDE_PARAM = 'mf-override';

/**
 * Header of `GET /registry.json`: the origins overrides may load from, comma-separated patterns such as
 * `http://localhost:*`. Absent when the host server has overrides off (`OVERRIDES=off`), and the page then ignores
 * every override: missing means off, so a server that predates overrides never enables them.
 */
export const ALLOWED_OVERRIDE_ORIGINS_HEADER = 'x-mfp-allowed-override-origins';

/** Where local dev servers run: any port of the loopback names, over plain http. */
export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;
