/** Where the host server serves the registry (with `Cache-Control: no-cache`). */
export const REGISTRY_PATH = '/registry.json';

/**
 * Header of `GET /registry.json`: the origins the host server allows remotes to be loaded from, comma-separated (its
 * `ALLOWED_REMOTE_ORIGINS`). The host skips entries on other origins, whose scripts its page's CSP blocks anyway.
 */
export const ALLOWED_REMOTE_ORIGINS_HEADER = 'x-mfp-allowed-remote-origins';
