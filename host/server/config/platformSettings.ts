import { positiveCountSetting, SettingsError, type Setting } from '@mfp/settings';
import { DEFAULT_TIMING_SAMPLE_RATE } from '@mfp/shared/status';
import { DEFAULT_HEALTH_CHECK_INTERVAL_MS } from '../platform/health/releaseHealth';
import { DEFAULT_PAGE_VIEWS_PER_ADDRESS } from '../pageViews/pageViewAllowance';

/** Below this, the checks would load the store (or CDN) more than the users do; above, a broken release goes unseen. */
const MIN_HEALTH_INTERVAL_MS = 100;
const MAX_HEALTH_INTERVAL_MS = 60 * 60_000;

/** TIMING_SAMPLE_RATE: the share of remote mounts whose load time pages report (0 none, 1 every one). */
const timingSampleRate: Setting<number> = {
  description: 'Share of remote mounts whose load time browsers report to `/_host/timings` (0 to 1; 0 sends none)',
  default: String(DEFAULT_TIMING_SAMPLE_RATE),
  read(raw, name) {
    if (raw === undefined) return DEFAULT_TIMING_SAMPLE_RATE;
    const rate = /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(raw) ? Number(raw) : NaN;
    if (rate >= 0 && rate <= 1) return rate;
    throw new SettingsError(
      `${name}="${raw}" is not a share from 0 to 1: it is how many remote mounts report their load time. Set it to ` +
        `e.g. ${name}=0.1 (one in ten), ${name}=0 to send none, or unset it to use ${DEFAULT_TIMING_SAMPLE_RATE}.`,
    );
  },
};

/** HEALTH_CHECK_INTERVAL_MS: how often each host server fetches every live release's manifest and checks it. */
const healthCheckInterval: Setting<number> = {
  description: "How often the server fetches each live release's manifest from STORE_PUBLIC_URL and checks it (ms)",
  default: String(DEFAULT_HEALTH_CHECK_INTERVAL_MS),
  read(raw, name) {
    if (raw === undefined) return DEFAULT_HEALTH_CHECK_INTERVAL_MS;
    const ms = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(ms) && ms >= MIN_HEALTH_INTERVAL_MS && ms <= MAX_HEALTH_INTERVAL_MS) return ms;
    throw new SettingsError(
      `${name}="${raw}" is not a number of milliseconds from ${MIN_HEALTH_INTERVAL_MS} to ${MAX_HEALTH_INTERVAL_MS}: ` +
        `it is how often the status page's health is checked. Set it to e.g. ${name}=${DEFAULT_HEALTH_CHECK_INTERVAL_MS}, ` +
        `or unset it to use ${DEFAULT_HEALTH_CHECK_INTERVAL_MS}.`,
    );
  },
};

/** The settings of the platform team's views (issue 22), part of the host server's (serverSettings.ts). */
export const PLATFORM_SETTINGS = {
  TIMING_SAMPLE_RATE: timingSampleRate,
  HEALTH_CHECK_INTERVAL_MS: healthCheckInterval,
  PAGE_VIEWS_PER_ADDRESS: positiveCountSetting(
    'Page views per client address and 10 minutes whose mounts, load times and failures are counted (decision 0092)',
    DEFAULT_PAGE_VIEWS_PER_ADDRESS,
  ),
} as const;
