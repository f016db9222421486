import { statSync } from 'node:fs';
import path from 'node:path';
import {
  defineSettings,
  originListSetting,
  portSetting,
  positiveCountSetting,
  SettingsError,
  textSetting,
  type Setting,
} from '@mfp/settings';
import { STORE_SETTINGS } from '@mfp/store';
import { FOLDER_STORE_NAMES } from '@mfp/store/folder';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE, DEFAULT_FAILURE_REPORTS_PER_MINUTE } from '../reports/reportLimits';
import { DEPLOY_API_SETTINGS } from './deployApiSettings';
import { serverRenderingSetting } from './serverRenderingSetting';
import { PLATFORM_SETTINGS } from './platformSettings';
import { digestSecretProblem } from './digestSecretProblem';
import { readOverrideSettings, type OverrideSettings } from './overrideConfig';
import { registryStalenessSetting } from './registryStalenessSetting';
import { ROLLOUT_SETTINGS } from './rolloutSettings';
import { SERVER_RENDER_SETTINGS } from './serverRenderSettings';
import { storeOriginOf } from './storeOrigin';
import { trustProxySetting } from './trustProxySetting';

export const DEFAULT_PORT = 3000;
/** `localhost` rather than an IP: fastify then binds every loopback address it resolves to (127.0.0.1 and ::1),
 * so `http://localhost:3000` works whichever family a client tries first, and nothing is exposed to the network. */
const DEFAULT_BIND_HOST = 'localhost';

const DEFAULT_HOST_DIST = path.join(repoRoot, 'host', 'dist');

/**
 * A host name or IP address to bind to. Whether it resolves to an address of this machine shows only when the servers
 * listen (startServers.ts says so in the same way); what is plainly not a host, such as a URL, is refused here.
 */
const bindHost: Setting<string> = {
  description: 'Address both servers bind to; `0.0.0.0` for every interface',
  default: `\`${DEFAULT_BIND_HOST}\``,
  read(raw, name) {
    if (raw === undefined) return DEFAULT_BIND_HOST;
    if (/^[\w.:%-]+$/.test(raw)) return raw;
    throw new SettingsError(
      `${name}="${raw}" is not a host name or IP address to listen on. Give a name or an address only, without scheme, ` +
        `port or path, e.g. ${name}=localhost, ${name}=127.0.0.1 or ${name}=0.0.0.0 (every interface), ` +
        `or unset it to use ${DEFAULT_BIND_HOST}.`,
    );
  },
};

/** The host's build: a missing folder is fine (pages answer 503 until it is built), a file in its place is a mistake. */
const hostDist: Setting<string> = {
  description: "The host's build folder (`index.html` and its scripts), the one `npm run build` writes",
  default: '`host/dist`',
  read(raw, name) {
    // Relative paths are taken from the current directory, as a user typing them in a shell expects.
    const dir = raw === undefined ? DEFAULT_HOST_DIST : path.resolve(raw);
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory() === false) {
      throw new SettingsError(
        `${name}=${dir} is a file, not a folder. Point it at the host's build folder (the one \`npm run build\` ` +
          `writes), or unset it to use ${DEFAULT_HOST_DIST}.`,
      );
    }
    return dir;
  },
};

/** The secret is never repeated in a message: messages end up in terminals and logs. */
const digestSecret: Setting<string | undefined> = {
  description:
    'Key of the failure digests; servers that must agree on digests share one (at least 32 random characters)',
  default: `generated into \`<STORE_DIR>/${FOLDER_STORE_NAMES.secrets}/\``,
  read(raw, name) {
    if (raw === undefined) return undefined;
    const problem = digestSecretProblem(raw);
    if (problem === undefined) return raw;
    throw new SettingsError(
      `${name} ${problem}: a guessable key lets anyone give a made-up failure a real digest. Set it to at least ` +
        `32 random characters, made once and kept with your other secrets (e.g. the output of \`openssl rand -hex 32\`), ` +
        `or unset it to have the server generate one and keep it in the store (STORE_DIR/${FOLDER_STORE_NAMES.secrets}/digest.key).`,
    );
  },
};

const overrides: Setting<OverrideSettings> = {
  description: '`on` lets pages plug in a remote with `?mf-override=` from loopback and ALLOWED_OVERRIDE_ORIGINS',
  default: '`off`',
  read(raw, _name, context) {
    const extra = context.get('ALLOWED_OVERRIDE_ORIGINS');
    return readOverrideSettings(
      raw,
      typeof extra === 'string' ? extra : undefined,
      (message) => new SettingsError(message),
    );
  },
};

/**
 * The host server's settings: the store's (where it is, the URL prefix the registry names) and its own. The variable
 * names are the ones users already set, `ERROR_REPORTS_*` included: renaming a setting breaks every deployment of it.
 */
export const SERVER_SETTINGS = defineSettings({
  PORT: portSetting('Port of the host server, the one URL users open; `0` asks the OS for a free port', DEFAULT_PORT),
  ...STORE_SETTINGS,
  HOST: bindHost,
  HOST_DIST: hostDist,
  ALLOWED_REMOTE_ORIGINS: originListSetting(
    'The only origins remotes may load from (comma-separated); must include the store origin. Set, it is the whole list',
    'the origin of STORE_PUBLIC_URL',
    (context) => storeOriginOf(String(context.get('STORE_PUBLIC_URL'))),
  ),
  ERROR_REPORTS_PER_MINUTE: positiveCountSetting(
    'Failure reports one client address may send per minute; more are answered 429 and not logged',
    DEFAULT_FAILURE_REPORTS_PER_MINUTE,
  ),
  ERROR_REPORTS_GLOBAL_PER_MINUTE: positiveCountSetting(
    'Failure report lines the server writes per minute across all clients',
    DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE,
  ),
  DIGEST_SECRET: digestSecret,
  REGISTRY_MAX_STALENESS_MS: registryStalenessSetting,
  OVERRIDES: overrides,
  ALLOWED_OVERRIDE_ORIGINS: textSetting(
    'More origins overrides may load from while OVERRIDES=on (comma-separated, each with one port or `*`)',
    'none (loopback only)',
  ),
  TRUST_PROXY: trustProxySetting,
  SERVER_RENDERING: serverRenderingSetting,
  ...DEPLOY_API_SETTINGS,
  ...PLATFORM_SETTINGS,
  ...ROLLOUT_SETTINGS,
  ...SERVER_RENDER_SETTINGS,
});
