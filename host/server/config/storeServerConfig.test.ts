import path from 'node:path';
import { SettingsError } from '@mfp/settings';
import { loadStoreServerConfig } from './storeServerConfig';

describe('loadStoreServerConfig', () => {
  it('reads the store folder, its port and the bind address, and nothing of the host server', () => {
    expect(
      loadStoreServerConfig({
        STORE_DIR: '/srv/store',
        STORE_PORT: '4100',
        HOST: '0.0.0.0',
        PORT: 'x',
        OVERRIDES: 'x',
      }),
    ).toEqual({ storeDir: '/srv/store', registryFile: undefined, storePort: 4100, host: '0.0.0.0' });
  });

  it('takes a folder path in STORE_FILES_URL as a folder store', () => {
    expect(loadStoreServerConfig({ STORE_FILES_URL: '.store' }).storeDir).toBe(
      path.resolve(__dirname, '..', '..', '..', '.store'),
    );
  });

  it.each(['s3://team-bucket/mfp', 'S3://team-bucket', 'https://storage.example.com/bucket'])(
    'refuses files kept outside a folder (%s), naming STORE_FILES_URL by its scheme only',
    (value) => {
      const scheme = value.slice(0, value.indexOf(':')).toLowerCase();
      expect(() => loadStoreServerConfig({ STORE_FILES_URL: value })).toThrow(
        new SettingsError(
          `STORE_FILES_URL=${scheme}://… keeps the version files outside a folder, so \`npm run serve:store\` has ` +
            'nothing to serve: browsers load them from STORE_PUBLIC_URL (the bucket or its CDN). Run only ' +
            '`npm run serve`, or set STORE_FILES_URL to a folder to serve it.',
        ),
      );
    },
  );
});
