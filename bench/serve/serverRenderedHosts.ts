import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FolderStore } from '@mfp/store';
import type { ShellRenderer, SlotRenderer } from '@mfp/shared/page';
import { createRenderSandbox } from '@mfp/sandbox';
import { createHostServer, SERVER_SETTINGS, type LoggerOption, type StoredRegistry } from '@mfp/host-server';
import { BENCH_PATHS } from '../benchPaths';

/** The Node build of the single bundle (bench/build/singleBundleServerConfig.ts). */
interface SingleBundleServer {
  renderShell: ShellRenderer;
  renderSlot: SlotRenderer;
}

/** The server-rendering settings' defaults, as `npm start` runs with them. */
const defaultOf = <Name extends keyof typeof SERVER_SETTINGS>(name: Name) =>
  SERVER_SETTINGS[name].read(undefined, name, { get: () => undefined }) as number;

let singleBundleServer: SingleBundleServer | undefined;

/**
 * Loaded on the first page it renders, as the host loads its own renderer: a server that never renders one never
 * holds React. A CommonJS file webpack wrote, loaded by Node's own loader (not tsx's), out of the bench's module graph.
 */
function loadSingleBundleServer(): SingleBundleServer {
  if (singleBundleServer) return singleBundleServer;
  const file = path.join(BENCH_PATHS.singleBundleServer, 'server.js');
  const loaded = createRequire(__filename)(file) as Partial<SingleBundleServer>;
  if (typeof loaded.renderShell !== 'function' || typeof loaded.renderSlot !== 'function')
    throw new Error(`${file} exports no renderShell and renderSlot: run npm run bench to build it`);
  singleBundleServer = loaded as SingleBundleServer;
  return singleBundleServer;
}

interface HostParts {
  store: FolderStore;
  storeUrl: string;
  /** The single bundle's registry, every entry pointing nowhere. */
  singleBundleRegistry: StoredRegistry;
  digestSecret: string;
  logger: LoggerOption;
}

/**
 * The two server-rendered variants (decision 0067), each a real host server (`createHostServer`):
 * - the federated host as `npm start` runs it (SERVER_RENDERING on): the host's renderer, the route's remote in the
 *   sandbox with the settings' pool size, deadline and memory, server files read from the store;
 * - the single bundle's host, whose renderer is the single bundle built for Node, every slot rendered in this process.
 */
export function serverRenderedHosts({ store, storeUrl, singleBundleRegistry, digestSecret, logger }: HostParts): {
  federated: FastifyInstance;
  singleBundle: FastifyInstance;
} {
  const sandbox = createRenderSandbox({
    poolSize: defaultOf('SERVER_RENDER_POOL_SIZE'),
    allowedFetchOrigins: [],
    log: () => undefined,
  });
  const federated = createHostServer({
    hostDist: BENCH_PATHS.hostDist,
    registry: store,
    storeFiles: { publicUrl: storeUrl, files: store },
    allowedRemoteOrigins: [storeUrl],
    digestSecret,
    serverRendering: {},
    remoteServerRendering: {
      sandbox,
      limits: {
        deadlineMs: defaultOf('SERVER_RENDER_DEADLINE_MS'),
        memoryMb: defaultOf('SERVER_RENDER_MEMORY_MB'),
        outputKb: defaultOf('SERVER_RENDER_OUTPUT_KB'),
      },
    },
    logger,
  });
  federated.addHook('onClose', () => sandbox.close());
  const singleBundle = createHostServer({
    hostDist: BENCH_PATHS.singleBundleDist,
    registry: singleBundleRegistry,
    allowedRemoteOrigins: [storeUrl],
    digestSecret,
    serverRendering: {
      shell: () => loadSingleBundleServer().renderShell,
      slots: (entry, url, request) => loadSingleBundleServer().renderSlot(entry, url, request),
    },
    logger,
  });
  return { federated, singleBundle };
}
