import { SettingsError } from '@mfp/settings';
import { readProductsApiSettings } from './productsApiSettings';

describe('readProductsApiSettings', () => {
  it('defaults to port 3200 and no latency', () => {
    expect(readProductsApiSettings({})).toEqual({ port: 3200, latencyMs: 0 });
  });

  it('reads both settings', () => {
    expect(readProductsApiSettings({ PRODUCTS_API_PORT: '0', PRODUCTS_API_LATENCY_MS: ' 800 ' })).toEqual({
      port: 0,
      latencyMs: 800,
    });
  });

  it.each(['-1', '1.5', 'slow', '10001'])('refuses the latency %s, naming the setting and a value to set', (raw) => {
    expect(() => readProductsApiSettings({ PRODUCTS_API_LATENCY_MS: raw })).toThrow(SettingsError);
    expect(() => readProductsApiSettings({ PRODUCTS_API_LATENCY_MS: raw })).toThrow(
      /^PRODUCTS_API_LATENCY_MS=".*" is not a whole number from 0 to 10000: .* Set it to e\.g\. PRODUCTS_API_LATENCY_MS=800/,
    );
  });

  it('refuses a port that is not one', () => {
    expect(() => readProductsApiSettings({ PRODUCTS_API_PORT: '70000' })).toThrow(/PRODUCTS_API_PORT="70000"/);
  });
});
