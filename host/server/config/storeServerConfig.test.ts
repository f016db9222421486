import path from 'node:path';
import { SettingsError } from '@mfp/settings';
import { loadStoreServerConfig } from './storeServerConfig';

describe('loadStoreServerConfig', () => {
  it('reads the store folder, where its files are, its port and the bind address, and nothing of the host server', () => {
    expect(
      loadStoreServerConfig({
        STORE_DIR: '/srv/store',
        STORE_PORT: '4100',
        HOST: '0.0.0.0',
        PORT: 'x',
        OVERRIDES: 'x',
      }),
    ).toEqual({
      storeDir: '/srv/store',
      filesUrl: { kind: 'folder', dir: '/srv/store' },
      registryFile: undefined,
      storePort: 4100,
      host: '0.0.0.0',
    });
  });

  it('takes a folder path in STORE_FILES_URL as the folder of files to serve', () => {
    expect(loadStoreServerConfig({ STORE_FILES_URL: 'files' }).filesUrl).toEqual({
      kind: 'folder',
      dir: path.resolve('files'),
    });
  });

  it.each(['s3://team-bucket/mfp', 'S3://team-bucket'])(
    'refuses files kept in a bucket (%s), naming STORE_FILES_URL by its scheme only',
    (value) => {
      expect(() => loadStoreServerConfig({ STORE_FILES_URL: value })).toThrow(
        new SettingsError(
          'STORE_FILES_URL=s3://… keeps the version files outside a folder, so `npm run serve:store` has ' +
            'nothing to serve: browsers load them from STORE_PUBLIC_URL (the bucket or its CDN). Run only ' +
            '`npm run serve`, or set STORE_FILES_URL to a folder to serve it.',
        ),
      );
    },
  );

  it('refuses a URL that is neither a folder nor a bucket, naming STORE_FILES_URL', () => {
    expect(() => loadStoreServerConfig({ STORE_FILES_URL: 'https://storage.example.com/bucket' })).toThrow(
      /^STORE_FILES_URL="https:\/\/storage\.example\.com\/bucket" has the scheme "https:"/,
    );
  });
});
