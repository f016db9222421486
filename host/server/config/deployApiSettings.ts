import { positiveCountSetting, SettingsError, type Setting } from '@mfp/settings';
import { DEFAULT_UPLOAD_LIMITS } from '../deploy-api/upload';

/** DEPLOY_API: whether this server takes deploys (decision 0035); `off` for public servers of a fleet. */
const deployApiSwitch: Setting<boolean> = {
  description: '`on` serves the deploy API under `/_platform/api/v1`; `off` for servers that must not take uploads',
  default: '`on`',
  read(raw, name) {
    if (raw === undefined || raw === 'on') return true;
    if (raw === 'off') return false;
    throw new SettingsError(
      `${name}="${raw}" is neither on nor off. Set ${name}=off on servers that must not take uploads (run one more ` +
        `npm run serve with ${name}=on on an internal address for CI), or unset it to serve the deploy API.`,
    );
  },
};

/** The deploy API's settings, part of the host server's (serverSettings.ts). */
export const DEPLOY_API_SETTINGS = {
  DEPLOY_API: deployApiSwitch,
  DEPLOY_MAX_BYTES: positiveCountSetting(
    'Largest upload the deploy API takes, and the most its files may unpack to (bytes)',
    DEFAULT_UPLOAD_LIMITS.maxBytes,
  ),
  DEPLOY_MAX_FILES: positiveCountSetting(
    'Most files one upload to the deploy API may hold',
    DEFAULT_UPLOAD_LIMITS.maxFiles,
  ),
  DEPLOY_UPLOAD_IDLE_MS: positiveCountSetting(
    'Longest an upload may send nothing before it is dropped (ms)',
    DEFAULT_UPLOAD_LIMITS.idleMs,
  ),
} as const;
