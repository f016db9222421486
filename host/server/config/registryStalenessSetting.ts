import { SettingsError, type Setting } from '@mfp/settings';
import { DEFAULT_REGISTRY_MAX_STALENESS_MS } from '../registry/liveRegistry';

/** Below this, polling costs more than it gains; a notification (when the store sends them) is faster anyway. */
const MIN_STALENESS_MS = 10;
/** Above this a deploy could take more than a minute to show: surely a mistake (seconds typed as milliseconds?). */
const MAX_STALENESS_MS = 60_000;

/**
 * REGISTRY_MAX_STALENESS_MS: the longest a host server may serve a registry older than the store's, which is how often
 * it polls the registry's revision. Notifications, from a store that sends them, usually make a switch show sooner.
 */
export const registryStalenessSetting: Setting<number> = {
  description: "Longest a host server serves a registry older than the store's (ms): how often it checks its revision",
  default: String(DEFAULT_REGISTRY_MAX_STALENESS_MS),
  read(raw, name) {
    if (raw === undefined) return DEFAULT_REGISTRY_MAX_STALENESS_MS;
    const ms = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(ms) && ms >= MIN_STALENESS_MS && ms <= MAX_STALENESS_MS) return ms;
    throw new SettingsError(
      `${name}="${raw}" is not a number of milliseconds from ${MIN_STALENESS_MS} to ${MAX_STALENESS_MS}: it is how ` +
        `often a host server checks for a new registry. Set it to e.g. ${name}=${DEFAULT_REGISTRY_MAX_STALENESS_MS} ` +
        `(a deploy shows within a second), or unset it to use ${DEFAULT_REGISTRY_MAX_STALENESS_MS}.`,
    );
  },
};
