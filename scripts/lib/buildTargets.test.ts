import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryEntrySchema } from '@mfp/shared/registry';
import { remoteTarget, remoteTargets } from './buildTargets';
import { UserFacingError } from '@mfp/settings/command';

let remotesDir: string;

function addRemote(name: string, packageJson: unknown): string {
  const dir = path.join(remotesDir, name);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'package.json');
  writeFileSync(file, typeof packageJson === 'string' ? packageJson : JSON.stringify(packageJson));
  return file;
}

function errorOf(name: string): Error {
  try {
    remoteTarget(name, remotesDir);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`remoteTarget accepted "${name}"`);
}

const valid = { version: '1.2.3', mfp: { title: 'Catalog', route: '/catalog', module: './App' } };

beforeEach(() => {
  remotesDir = mkdtempSync(path.join(os.tmpdir(), 'mfp-targets-'));
});

afterEach(() => rmSync(remotesDir, { recursive: true, force: true }));

describe('remoteTarget', () => {
  it('reads a valid remote', () => {
    addRemote('catalog', valid);
    expect(remoteTarget('catalog', remotesDir)).toMatchObject({ kind: 'remote', name: 'catalog', version: '1.2.3' });
    expect(remoteTarget('catalog', remotesDir).meta).toEqual(valid.mfp);
  });

  it('defaults the version, title, route and module', () => {
    addRemote('cart', {});
    expect(remoteTarget('cart', remotesDir)).toMatchObject({
      version: '0.0.0',
      meta: { title: 'cart', route: '/cart', module: './App' },
    });
  });

  it('lists the known remotes when the name is unknown', () => {
    addRemote('catalog', valid);
    expect(errorOf('nope').message).toMatch(/Unknown remote "nope".*Known remotes: catalog\./);
  });

  it('names the file when package.json is not JSON', () => {
    const file = addRemote('catalog', '{ "version": ');
    const error = errorOf('catalog');
    expect(error).toBeInstanceOf(UserFacingError);
    expect(error.message).toContain(`${file} is not valid JSON`);
    expect(error.message).toContain('Fix its syntax');
  });

  it.each(['Catalog', 'my-remote', '1st', '_x'])('refuses the folder name %s as a federation name', (name) => {
    addRemote(name, valid);
    expect(errorOf(name).message).toMatch(/invalid name .*lowercase letters, digits and underscores.*Rename/);
  });

  it.each([
    ['route', { route: 'catalog' }, /"mfp.route" is "catalog"; it must be one path segment.*e\.g\. "\/catalog"/],
    ['route', { route: '/a/b' }, /"mfp.route" is "\/a\/b"/],
    ['title', { title: '' }, /"mfp.title" is ""; it must be 1 to 60 characters/],
    ['title', { title: 42 }, /"mfp.title" is 42/],
    ['module', { module: 'App' }, /"mfp.module" is "App"; it must be a module the remote exposes.*"\.\/App"/],
  ])('explains a bad mfp.%s', (_field, mfp, message) => {
    const file = addRemote('catalog', { ...valid, mfp: { ...valid.mfp, ...mfp } });
    const error = errorOf('catalog');
    expect(error.message).toMatch(message);
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/Set "mfp\.\w+" accordingly/);
  });

  it('explains a default route that is not valid', () => {
    addRemote('my_remote', { mfp: { title: 'Mine' } });
    expect(errorOf('my_remote').message).toMatch(/"mfp.route" is not set, and its default "\/my_remote" is not valid/);
  });

  it('refuses an "mfp" that is no object and a version that is no semantic version', () => {
    addRemote('catalog', { mfp: 'catalog' });
    expect(errorOf('catalog').message).toContain('"mfp" must be an object');
    addRemote('catalog', { version: '../1.0.0' });
    expect(errorOf('catalog').message).toMatch(/"version" is "..\/1.0.0".*semantic version/);
  });

  it('accepts exactly what the host registry accepts for the fields it checks', () => {
    const cases = [valid.mfp, { title: 'x'.repeat(61) }, { route: '/Catalog' }, { module: '../App' }];
    for (const mfp of cases) {
      addRemote('catalog', { mfp: { ...valid.mfp, ...mfp } });
      const entry = { name: 'catalog', entry: 'http://localhost:3100/x/mf-manifest.json', ...valid.mfp, ...mfp };
      const hostAccepts = registryEntrySchema.safeParse(entry).success;
      const buildAccepts = (() => {
        try {
          remoteTarget('catalog', remotesDir);
          return true;
        } catch {
          return false;
        }
      })();
      expect({ mfp, buildAccepts }).toEqual({ mfp, buildAccepts: hostAccepts });
    }
  });
});

describe('remoteTargets', () => {
  it('refuses two remotes on one route', () => {
    addRemote('catalog', valid);
    addRemote('shop', { mfp: { route: '/catalog' } });
    expect(() => remoteTargets(remotesDir)).toThrow(/"catalog" and "shop" both use the route "\/catalog"/);
  });
});
