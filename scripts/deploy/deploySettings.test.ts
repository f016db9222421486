import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '@mfp/host-server';
import { SettingsError } from '@mfp/settings';
import { deployContext } from './deployContext';
import { readDeploySettings } from './deploySettings';

describe('the deploy command’s settings', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-deploy-settings-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Settings the host server refuses: a file as HOST_DIST, an origin list without the store, a port that is no port. */
  function badServerEnv() {
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, '');
    return {
      STORE_DIR: path.join(dir, 'store'),
      STORE_PUBLIC_URL: 'https://cdn.example.com',
      HOST_DIST: file,
      ALLOWED_REMOTE_ORIGINS: 'https://*.example.com',
      PORT: 'abc',
      DIGEST_SECRET: 'short',
      OVERRIDES: 'maybe',
    };
  }

  it('are not stopped by a bad host-server setting, which the server itself refuses', () => {
    const env = badServerEnv();
    expect(() => loadServerConfig(env)).toThrow(SettingsError);
    expect(readDeploySettings(env)).toMatchObject({
      STORE_DIR: env.STORE_DIR,
      STORE_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(deployContext(undefined, env)).toMatchObject({ storePublicUrl: 'https://cdn.example.com' });
  });

  it('still refuse a bad store setting, with its message', () => {
    expect(() => readDeploySettings({ STORE_PUBLIC_URL: 'cdn.example.com' })).toThrow(
      /^STORE_PUBLIC_URL="cdn\.example\.com" is not an http\(s\) URL prefix/,
    );
    expect(() => deployContext(undefined, { STORE_PORT: 'x' })).toThrow(SettingsError);
    expect(() => readDeploySettings({ STORE_ORIGIN: 'https://cdn.example.com' })).toThrow(
      /^STORE_ORIGIN was renamed to STORE_PUBLIC_URL/,
    );
  });

  it('take the registry URL from STORE_PORT when STORE_PUBLIC_URL is unset, and remotes from REMOTES_DIR', () => {
    expect(readDeploySettings({ STORE_PORT: '4100', REMOTES_DIR: 'some/remotes' })).toMatchObject({
      STORE_PUBLIC_URL: 'http://localhost:4100',
      REMOTES_DIR: path.resolve('some/remotes'),
    });
  });
});
