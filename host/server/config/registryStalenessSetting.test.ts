import { SettingsError } from '@mfp/settings';
import { loadServerConfig } from './config';

describe('REGISTRY_MAX_STALENESS_MS', () => {
  it('is 1000 ms unless set, and takes a whole number of milliseconds', () => {
    expect(loadServerConfig({}).registryMaxStalenessMs).toBe(1000);
    expect(loadServerConfig({ REGISTRY_MAX_STALENESS_MS: '50' }).registryMaxStalenessMs).toBe(50);
    expect(loadServerConfig({ REGISTRY_MAX_STALENESS_MS: '60000' }).registryMaxStalenessMs).toBe(60_000);
  });

  it.each(['abc', '1.5', '-5', '0', '9', '60001', '1s'])('refuses %s with the range and the fix', (value) => {
    const attempt = () => loadServerConfig({ REGISTRY_MAX_STALENESS_MS: value });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(
      `REGISTRY_MAX_STALENESS_MS="${value}" is not a number of milliseconds from 10 to 60000: it is how often a host ` +
        'server checks for a new registry. Set it to e.g. REGISTRY_MAX_STALENESS_MS=1000 (a deploy shows within a ' +
        'second), or unset it to use 1000.',
    );
  });
});
