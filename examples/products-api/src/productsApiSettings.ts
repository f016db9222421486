import { defineSettings, portSetting, readSettings, SettingsError, type Env, type Setting } from '@mfp/settings';

const DEFAULT_PRODUCTS_API_PORT = 3200;

/** Past 10 s the host's deadlines have long given up: a larger latency shows nothing more. */
const MAX_LATENCY_MS = 10_000;

const latencySetting: Setting<number> = {
  description:
    'Milliseconds the example products API waits before each answer, to show the page streamed from a slow API',
  default: '0',
  read(raw, name) {
    if (raw === undefined) return 0;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(value) && value <= MAX_LATENCY_MS) return value;
    throw new SettingsError(
      `${name}="${raw}" is not a whole number from 0 to ${MAX_LATENCY_MS}: it is the products API's delay in ` +
        `milliseconds. Set it to e.g. ${name}=800, or unset it to answer at once.`,
    );
  },
};

/** The products API's settings (`npm start` reads them too), documented in docs/settings.md's table. */
export const PRODUCTS_API_SETTINGS = defineSettings({
  PRODUCTS_API_PORT: portSetting(
    "Port of the example products API that `npm start` serves beside the host, the catalog's API origin",
    DEFAULT_PRODUCTS_API_PORT,
  ),
  PRODUCTS_API_LATENCY_MS: latencySetting,
});

export interface ProductsApiSettings {
  port: number;
  latencyMs: number;
}

/** Reads and checks the settings; a bad value throws a SettingsError naming the variable and its fix. */
export function readProductsApiSettings(env: Env = process.env): ProductsApiSettings {
  const values = readSettings(PRODUCTS_API_SETTINGS, ['PRODUCTS_API_PORT', 'PRODUCTS_API_LATENCY_MS'], env);
  return { port: values.PRODUCTS_API_PORT, latencyMs: values.PRODUCTS_API_LATENCY_MS };
}
