/** Where the host server serves the registry (with `Cache-Control: no-cache`). */
export const REGISTRY_PATH = '/registry.json';
