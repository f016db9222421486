/** One remote as the registry describes it. `GET /registry.json` answers `{ remotes: RegistryEntry[] }`. */
export interface RegistryEntry {
  /** Federation name of the remote; also the container's global name: lowercase letters, digits and underscores. */
  name: string;
  /** Text for the navigation. */
  title: string;
  /** Absolute route the remote is mounted at, e.g. `/catalog`. */
  route: string;
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** Expose to mount; `./App` by contract. */
  module: string;
  /** Deployed version, reported with failures. */
  version?: string;
  /** Overrides the host's default load timeout for this remote. */
  timeoutMs?: number;
}

export interface RegistryDocument {
  remotes: RegistryEntry[];
}

/**
 * Header of `GET /registry.json`: the origins the host server allows remotes to be loaded from, comma-separated (its
 * `ALLOWED_REMOTE_ORIGINS`). The host skips entries on other origins, whose scripts its page's CSP blocks anyway.
 * No header (an older server): no restriction.
 */
export const ALLOWED_REMOTE_ORIGINS_HEADER = 'x-mfp-allowed-remote-origins';
