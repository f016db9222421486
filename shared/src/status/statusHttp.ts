/**
 * Where the platform team's views and the browsers' load timings and mount counts live on a host server (issue 22), kept apart from
 * their schemas: the host's entry needs the beacon path and limits on every page without bringing zod along.
 */
import { DEPLOY_API_BASE } from '../deploy/deployApiPaths';
import { PAGE_VIEW_TOKEN_LIMITS } from '../pageViews/pageViewToken';
import { MAX_VERSION_LENGTH } from '../registry/version';

/** The status page: a route of the host, served only to an admin session; everyone else gets 404. */
export const STATUS_PAGE_PATH = '/_platform/status';

/** `GET`: the status document (`PlatformStatus`), for an admin session or an admin token. */
export const STATUS_API_PATH = `${DEPLOY_API_BASE}/status`;

/** Prometheus text format, for an admin token (`Authorization: Bearer`). */
export const METRICS_PATH = '/metrics';

/** `POST` (what `navigator.sendBeacon` sends): one `TimingBeacon`. */
export const TIMING_BEACON_PATH = '/_host/timings';

/** Limits shared by the browser (which never sends more) and the server (which refuses more). */
export const TIMING_LIMITS = {
  remote: 100,
  version: MAX_VERSION_LENGTH,
  /** A remote that took longer than this to appear is recorded as this: the user saw the fallback long before. */
  maxMs: 120_000,
  /** Whole body in bytes, the page-view token's included; larger requests get 413. */
  body: 1_024 + PAGE_VIEW_TOKEN_LIMITS.token,
} as const;

/** `POST` (what `navigator.sendBeacon` sends): one `MountCounts`, the tab's mounts since its last one (decision 0075). */
export const MOUNT_COUNTS_PATH = '/_host/mounts';

/**
 * Limits of a `MountCounts` beacon, shared by the browser (which sends before reaching them) and the server (which
 * refuses beyond them). A beacon is the mounts of one tab over a few seconds: a handful of releases, a few mounts each.
 * `count` also bounds what one request can add to a release's mounts, since any client can send one.
 */
export const MOUNT_LIMITS = {
  remote: 100,
  version: MAX_VERSION_LENGTH,
  /** Distinct releases (remote and version) in one beacon. */
  releases: 8,
  /** Mounts of one release in one beacon. */
  count: 20,
  /**
   * Whole body in bytes (8 releases of the longest names are about 1,650), the page-view token's included; larger
   * requests get 413.
   */
  body: 2_048 + PAGE_VIEW_TOKEN_LIMITS.token,
} as const;

/** How long a tab gathers mounts before sending them, unless it is left or hidden first. */
export const MOUNT_FLUSH_DELAY_MS = 5_000;

/** What the page data says about load timings: `sampleRate` 0 sends none, 1 sends every mount's. */
export const DEFAULT_TIMING_SAMPLE_RATE = 0.1;

/** The admin sign-in form: an admin deploy token in, a session cookie out; the status page links to it when refused. */
export const ADMIN_LOGIN_PATH = '/_platform/login';
