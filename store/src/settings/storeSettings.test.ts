import path from 'node:path';
import { SettingsError } from '@mfp/settings';
import { readStoreSettings } from './storeSettings';

describe('readStoreSettings', () => {
  it('defaults to the .store folder at the repository root, its own registry file and port 3100', () => {
    expect(readStoreSettings(['STORE_DIR', 'REGISTRY_FILE', 'STORE_PORT', 'STORE_PUBLIC_URL'], {})).toEqual({
      STORE_DIR: path.resolve(__dirname, '..', '..', '..', '.store'),
      REGISTRY_FILE: undefined,
      STORE_PORT: 3100,
      STORE_PUBLIC_URL: 'http://localhost:3100',
    });
  });

  it('names the registry URL after STORE_PORT unless STORE_PUBLIC_URL says otherwise', () => {
    expect(readStoreSettings(['STORE_PUBLIC_URL'], { STORE_PORT: '4100' })).toEqual({
      STORE_PUBLIC_URL: 'http://localhost:4100',
    });
    expect(
      readStoreSettings(['STORE_PUBLIC_URL'], { STORE_PORT: '4100', STORE_PUBLIC_URL: 'https://CDN.example.com/' }),
    ).toEqual({
      STORE_PUBLIC_URL: 'https://cdn.example.com',
    });
  });

  it('takes a path prefix, without its trailing slash', () => {
    expect(readStoreSettings(['STORE_PUBLIC_URL'], { STORE_PUBLIC_URL: 'https://cdn.example.com/mfp/' })).toEqual({
      STORE_PUBLIC_URL: 'https://cdn.example.com/mfp',
    });
  });

  it('refuses STORE_ORIGIN, which was renamed, naming the new setting', () => {
    expect(() => readStoreSettings(['STORE_PUBLIC_URL'], { STORE_ORIGIN: 'https://cdn.example.com' })).toThrow(
      new SettingsError(
        'STORE_ORIGIN was renamed to STORE_PUBLIC_URL: the URL prefix browsers load version files from, which may ' +
          'have a path (e.g. https://cdn.example.com/mfp). Set STORE_PUBLIC_URL instead and unset STORE_ORIGIN.',
      ),
    );
  });

  it('reads only what it is asked for', () => {
    expect(readStoreSettings(['STORE_DIR'], { STORE_DIR: 'x', STORE_PORT: 'not a port' })).toEqual({
      STORE_DIR: path.resolve('x'),
    });
    expect(() => readStoreSettings(['STORE_PUBLIC_URL'], { STORE_PORT: 'not a port' })).toThrow(SettingsError);
  });

  it('keeps the version files in STORE_DIR unless STORE_FILES_URL names a folder or a bucket', () => {
    expect(readStoreSettings(['STORE_FILES_URL'], { STORE_DIR: 'data' })).toEqual({
      STORE_FILES_URL: { kind: 'folder', dir: path.resolve('data') },
    });
    expect(readStoreSettings(['STORE_FILES_URL'], { STORE_FILES_URL: 's3://mfp-assets/prod/mfp' })).toEqual({
      STORE_FILES_URL: { kind: 's3', bucket: 'mfp-assets', prefix: 'prod/mfp' },
    });
    expect(() => readStoreSettings(['STORE_FILES_URL'], { STORE_FILES_URL: 's3://ab' })).toThrow(/^STORE_FILES_URL=/);
  });

  it('keeps the records in STORE_DIR unless STORE_RECORDS_URL names a folder or a PostgreSQL database', () => {
    expect(readStoreSettings(['STORE_RECORDS_URL'], { STORE_DIR: 'data' })).toEqual({
      STORE_RECORDS_URL: { kind: 'folder', dir: path.resolve('data') },
    });
    const url = 'postgresql://mfp:s3cret@db.internal:5432/mfp?sslmode=verify-full';
    expect(readStoreSettings(['STORE_RECORDS_URL'], { STORE_RECORDS_URL: url })).toEqual({
      STORE_RECORDS_URL: { kind: 'postgres', url, location: 'postgresql://db.internal:5432/mfp' },
    });
    expect(() => readStoreSettings(['STORE_RECORDS_URL'], { STORE_RECORDS_URL: 'mysql://x/y' })).toThrow(
      /^STORE_RECORDS_URL=/,
    );
  });
});
