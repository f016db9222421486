import { readSettings, SettingsError, type Env } from '@mfp/settings';
import type { OverrideSettings } from './overrideConfig';
import { DEFAULT_PORT, SERVER_SETTINGS } from './serverSettings';
import { DEFAULT_STORE_PORT, type FilesUrl, type RecordsUrl } from '@mfp/store';
import { storeOriginOf } from './storeOrigin';
import type { UploadLimits } from '../deploy-api/upload';
import type { AnalysisThresholds } from '@mfp/shared/rollouts';
import { thresholdSettingsOf } from './rolloutSettings';

export interface ServerConfig {
  /** Port of the host server (the one URL users open). `0` asks the OS for a free port, which tests use. */
  port: number;
  /** Port of the store, the CDN-like origin that serves deployed remotes. */
  storePort: number;
  /** Address both servers bind to. */
  host: string;
  /** Built host application: index.html and its scripts. */
  hostDist: string;
  /** Root of the store (STORE_DIR); its layout is the store module's business (@mfp/store, `createFolderStore`). */
  storeDir: string;
  /** Where the version files live (STORE_FILES_URL): the folder STORE_DIR by default, or a bucket. */
  filesUrl: FilesUrl;
  /** Where the releases and the registry live (STORE_RECORDS_URL): the folder STORE_DIR by default, or PostgreSQL. */
  recordsUrl: RecordsUrl;
  /**
   * The registry document served at `GET /registry.json` (REGISTRY_FILE). Unset, the store keeps it in its own folder;
   * the store also decides where it may be written.
   */
  registryFile: string | undefined;
  /**
   * The URL prefix browsers load version files from (STORE_PUBLIC_URL): the store server, or a CDN, maybe with a path.
   * Registry entries are written below it. No trailing slash.
   */
  storePublicUrl: string;
  /**
   * The only origins remotes may be loaded from: the host page's Content-Security-Policy allows scripts from these,
   * and the browser skips registry entries elsewhere. Defaults to the origin of `storePublicUrl`; set, it is the whole list.
   */
  allowedRemoteOrigins: string[];
  /** Failure reports one client (IP) may send per minute (ERROR_REPORTS_PER_MINUTE); more are answered 429. */
  failureReportsPerMinute: number;
  /** Report lines the server writes per minute across all clients (ERROR_REPORTS_GLOBAL_PER_MINUTE). */
  failureReportsGlobalPerMinute: number;
  /**
   * Key of the digests (DIGEST_SECRET). Unset, the server generates one on first start and keeps it in the store;
   * servers that must agree on digests share one.
   */
  digestSecret: string | undefined;
  /**
   * `?mf-override=` in pages (OVERRIDES, default off): off, or on with the origins overrides may load from, which are
   * `http://localhost:*` and `http://127.0.0.1:*` plus ALLOWED_OVERRIDE_ORIGINS.
   */
  overrides: OverrideSettings;
  /** The longest the host server serves a registry older than the store's (REGISTRY_MAX_STALENESS_MS). */
  registryMaxStalenessMs: number;
  /** The load balancers whose X-Forwarded-For names the client (TRUST_PROXY); false when clients connect directly. */
  trustProxy: string[] | false;
  /** The deploy API (DEPLOY_API, on by default) and the bounds of an upload; undefined when off. */
  deployApi: { limits: UploadLimits } | undefined;
  /** The share of remote mounts whose load time pages report (TIMING_SAMPLE_RATE). */
  timingSampleRate: number;
  /** How often each live release's manifest is checked for the status page (HEALTH_CHECK_INTERVAL_MS). */
  healthCheckIntervalMs: number;
  /** Page views per client address and window whose beacons and reports count (PAGE_VIEWS_PER_ADDRESS). */
  pageViewsPerAddress: number;
  /** Pages rendered on the server for the browser to hydrate (SERVER_RENDERING, on by default; decision 0064). */
  serverRendering: boolean;
  /**
   * The rollout analysis (decision 0078): how often its lease holder looks for a decision due (ROLLOUT_ANALYSIS_TICK_MS),
   * and the thresholds the settings set (ROLLOUT_MIN_MOUNTS, …), under each rollout's own.
   */
  rolloutAnalysis: { tickMs: number; thresholds: Partial<AnalysisThresholds> };
  /** The sandbox of the remotes' server renders and their limits (SERVER_RENDER_*; decision 0062). */
  remoteRendering: {
    poolSize: number;
    memoryMb: number;
    deadlineMs: number;
    outputKb: number;
    fetchOrigins: string[];
    /** How long a page waits for its remote before it streams the slot behind the shell (decision 0096). */
    headWindowMs: number;
  };
}

/** The server's environment; the settings it reads are SERVER_SETTINGS (serverSettings.ts). */
export type ServerEnv = Env;

/** The settings the host server reads, besides the two ports (`readPorts`). */
const HOST_SERVER_SETTINGS = [
  'STORE_DIR',
  'STORE_FILES_URL',
  'STORE_RECORDS_URL',
  'STORE_PUBLIC_URL',
  'ALLOWED_REMOTE_ORIGINS',
  'HOST',
  'HOST_DIST',
  'REGISTRY_FILE',
  'ERROR_REPORTS_PER_MINUTE',
  'ERROR_REPORTS_GLOBAL_PER_MINUTE',
  'DIGEST_SECRET',
  'OVERRIDES',
  'REGISTRY_MAX_STALENESS_MS',
  'TRUST_PROXY',
  'DEPLOY_API',
  'DEPLOY_MAX_BYTES',
  'DEPLOY_MAX_FILES',
  'DEPLOY_UPLOAD_IDLE_MS',
  'TIMING_SAMPLE_RATE',
  'HEALTH_CHECK_INTERVAL_MS',
  'PAGE_VIEWS_PER_ADDRESS',
  'ROLLOUT_ANALYSIS_TICK_MS',
  'ROLLOUT_MIN_MOUNTS',
  'ROLLOUT_MAX_FAILURE_RATE_INCREASE',
  'ROLLOUT_MIN_LOADS',
  'ROLLOUT_MAX_P95_RATIO',
  'ROLLOUT_MIN_P95_INCREASE_MS',
  'SERVER_RENDERING',
  'SERVER_RENDER_POOL_SIZE',
  'SERVER_RENDER_MEMORY_MB',
  'SERVER_RENDER_DEADLINE_MS',
  'SERVER_RENDER_OUTPUT_KB',
  'SERVER_RENDER_FETCH_ORIGINS',
  'SERVER_RENDER_HEAD_WINDOW_MS',
] as const;

/** PORT and STORE_PORT, read first: the host and the store cannot share one (`0`, any free port, excepted). */
function readPorts(env: ServerEnv): { port: number; storePort: number } {
  const { PORT: port, STORE_PORT: storePort } = readSettings(SERVER_SETTINGS, ['PORT', 'STORE_PORT'], env);
  if (port === storePort && port !== 0) {
    throw new SettingsError(
      `PORT and STORE_PORT are both ${port}: the host and the store need separate ports. ` +
        `Set different values, e.g. PORT=${DEFAULT_PORT} STORE_PORT=${DEFAULT_STORE_PORT}.`,
    );
  }
  return { port, storePort };
}

/** Reads the server settings from the environment; throws a SettingsError that names the variable and the fix. */
export function loadServerConfig(env: ServerEnv = process.env): ServerConfig {
  const { port, storePort } = readPorts(env);
  const settings = readSettings(SERVER_SETTINGS, HOST_SERVER_SETTINGS, env);
  requireStoreOrigin(settings.ALLOWED_REMOTE_ORIGINS, storeOriginOf(settings.STORE_PUBLIC_URL));
  return {
    port,
    storePort,
    host: settings.HOST,
    hostDist: settings.HOST_DIST,
    storeDir: settings.STORE_DIR,
    filesUrl: settings.STORE_FILES_URL,
    recordsUrl: settings.STORE_RECORDS_URL,
    registryFile: settings.REGISTRY_FILE,
    storePublicUrl: settings.STORE_PUBLIC_URL,
    allowedRemoteOrigins: settings.ALLOWED_REMOTE_ORIGINS,
    failureReportsPerMinute: settings.ERROR_REPORTS_PER_MINUTE,
    failureReportsGlobalPerMinute: settings.ERROR_REPORTS_GLOBAL_PER_MINUTE,
    digestSecret: settings.DIGEST_SECRET,
    overrides: settings.OVERRIDES,
    registryMaxStalenessMs: settings.REGISTRY_MAX_STALENESS_MS,
    trustProxy: settings.TRUST_PROXY,
    deployApi: settings.DEPLOY_API
      ? {
          limits: {
            maxBytes: settings.DEPLOY_MAX_BYTES,
            maxFiles: settings.DEPLOY_MAX_FILES,
            idleMs: settings.DEPLOY_UPLOAD_IDLE_MS,
          },
        }
      : undefined,
    timingSampleRate: settings.TIMING_SAMPLE_RATE,
    healthCheckIntervalMs: settings.HEALTH_CHECK_INTERVAL_MS,
    pageViewsPerAddress: settings.PAGE_VIEWS_PER_ADDRESS,
    serverRendering: settings.SERVER_RENDERING,
    rolloutAnalysis: { tickMs: settings.ROLLOUT_ANALYSIS_TICK_MS, thresholds: thresholdSettingsOf(settings) },
    remoteRendering: {
      poolSize: settings.SERVER_RENDER_POOL_SIZE,
      memoryMb: settings.SERVER_RENDER_MEMORY_MB,
      deadlineMs: settings.SERVER_RENDER_DEADLINE_MS,
      outputKb: settings.SERVER_RENDER_OUTPUT_KB,
      fetchOrigins: settings.SERVER_RENDER_FETCH_ORIGINS,
      headWindowMs: settings.SERVER_RENDER_HEAD_WINDOW_MS,
    },
  };
}

/**
 * The registry's entries point at the store, so a list without it would have the browser skip every deployed remote,
 * with nothing but console warnings to show for it. Better to refuse to start.
 */
function requireStoreOrigin(allowed: readonly string[], storeOrigin: string): void {
  if (allowed.includes(storeOrigin)) return;
  throw new SettingsError(
    `ALLOWED_REMOTE_ORIGINS="${allowed.join(',')}" does not include the store origin ${storeOrigin} ` +
      `(of STORE_PUBLIC_URL, or http://localhost:<STORE_PORT> when unset), where the registry points every deployed ` +
      `remote: the browser would skip them all. Add it, e.g. ` +
      `ALLOWED_REMOTE_ORIGINS=${[storeOrigin, ...allowed].join(',')}, set STORE_PUBLIC_URL to a URL on one of the ` +
      `listed origins, or unset ALLOWED_REMOTE_ORIGINS to allow only the store.`,
  );
}
