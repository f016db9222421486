import { REMOTE_NAME_RULE } from '@mfp/shared/registry';
import path from 'node:path';
import { folderLayout, REMOTES_FOLDER } from './folderLayout';
import { manifestUrl } from '../records/manifestUrl';

describe('folderLayout', () => {
  it('keeps every part of the store in its folder', () => {
    const layout = folderLayout('/srv/store');
    expect(layout).toMatchObject({
      dir: '/srv/store',
      remotesDir: '/srv/store/remotes',
      releasesFile: '/srv/store/releases.json',
      registryFile: '/srv/store/registry.json',
      defaultRegistryFile: '/srv/store/registry.json',
      stagingDir: '/srv/store/.staging',
      secretsDir: '/srv/store/.secrets',
    });
    expect(layout.versionDir('catalog', '1.0.0')).toBe('/srv/store/remotes/catalog/1.0.0');
  });

  it('takes the registry file it is given, resolved from the current directory', () => {
    expect(folderLayout('/srv/store', '/srv/registry.json').registryFile).toBe('/srv/registry.json');
    expect(folderLayout('store', 'registry.json')).toMatchObject({
      dir: path.resolve('store'),
      registryFile: path.resolve('registry.json'),
      defaultRegistryFile: path.resolve('store', 'registry.json'),
    });
  });

  it('serves versions at the same path below the origin as they have below the store', () => {
    const layout = folderLayout('/srv/store');
    const below = path.relative(layout.dir, layout.versionDir('catalog', '1.0.0-local.ab12cd34'));
    expect(below).toBe(`${REMOTES_FOLDER}/catalog/1.0.0-local.ab12cd34`);
    expect(manifestUrl('http://localhost:3100', 'catalog', '1.0.0-local.ab12cd34')).toBe(
      `http://localhost:3100/${below}/mf-manifest.json`,
    );
  });

  it.each([
    ['catalog', '..', /"\.\." is not a valid version for catalog/],
    ['catalog', 'a/b', /"a\/b" is not a valid version/],
    ['catalog', '', /"" is not a valid version/],
    ['cat/alog', '1.0.0', /"cat\/alog" is not a valid remote name/],
  ])('refuses %s@%s, which would not be one folder of the store', (remote, version, message) => {
    expect(() => folderLayout('/srv/store').versionDir(remote, version)).toThrow(message);
  });

  it('words the remote-name rule as the registry does', () => {
    expect(() => folderLayout('/srv/store').remoteDir('Catalog')).toThrow(
      `"Catalog" is not a valid remote name: it names a folder of the store and must be ${REMOTE_NAME_RULE}. Use ` +
        `the remote's folder name.`,
    );
  });
});
