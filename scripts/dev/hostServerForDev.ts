import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createHostServer, type HostServerOptions, type LoggerOption } from '@mfp/host-server';
import { DEFAULT_OVERRIDE_ORIGINS } from '@mfp/shared/overrides';
import type { DevHostFolders } from './devHostFolders';
import { devApiOrigins, devRemoteOrigins } from './devRegistry';
import type { DevRemote } from './devRemotes';

export interface HostServerForDevOptions {
  /** The remotes the dev registry lists and the page allows: their dev servers. */
  remotes: readonly DevRemote[];
  /** The dev build's folder (index.html, bundles, hot updates) and the store holding the dev registry. */
  folders: Pick<DevHostFolders, 'hostDist' | 'store'>;
  /** JSON lines on stdout unless told, as `npm start`'s server writes them. */
  logger?: LoggerOption;
  /** DIGEST_SECRET as SERVER_SETTINGS read it, or, unset, a key of this process's own. */
  digestSecret?: string;
}

/**
 * What `npm run dev` gives the real host server (`createHostServer`, the one `npm start` runs): the dev build's folder
 * for its pages and files, a store holding the dev registry for `/registry.json` and the page data, the dev servers as
 * the allowed origins, and overrides on from their default origins. Everything else (the report route with its limits,
 * digest and log line, the Content-Security-Policy, the preload hints) is production's own code (decision 0023).
 */
function hostServerForDevOptions({
  remotes,
  folders,
  logger,
  digestSecret,
}: HostServerForDevOptions): HostServerOptions {
  return {
    hostDist: folders.hostDist,
    registry: folders.store,
    allowedRemoteOrigins: devRemoteOrigins(remotes),
    browserApiOrigins: devApiOrigins(remotes),
    overrides: { enabled: true, allowedOrigins: [...DEFAULT_OVERRIDE_ORIGINS] },
    // Digests in dev only need to match this process's own log lines: a key per process, unless one is set.
    digestSecret: digestSecret ?? randomBytes(32).toString('hex'),
    ...(logger === undefined ? {} : { logger }),
  };
}

/** The real host server, set up for dev. Not listening yet. */
export function createHostServerForDev(options: HostServerForDevOptions): FastifyInstance {
  return createHostServer(hostServerForDevOptions(options));
}
