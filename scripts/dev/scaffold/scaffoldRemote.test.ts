import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteTarget } from '../../lib/buildTargets';
import { UserFacingError } from '@mfp/settings/command';
import { readDevPort } from '../devPorts';
import { routeFor, scaffoldRemote, titleFor } from './scaffoldRemote';
import { REMOTE_NAME_RULE } from '@mfp/shared/registry';

let remotesDir: string;
/** Prettier cannot load under jest; the browser test checks the formatting of a real scaffold with prettier --check. */
const format = (_file: string, content: string) => Promise.resolve(content);
beforeEach(() => {
  remotesDir = mkdtempSync(path.join(os.tmpdir(), 'mfp-scaffold-'));
});
afterEach(() => rmSync(remotesDir, { recursive: true, force: true }));

function existing(name: string, mfp: object) {
  mkdirSync(path.join(remotesDir, name));
  writeFileSync(path.join(remotesDir, name, 'package.json'), JSON.stringify({ version: '1.0.0', mfp }));
}

describe('scaffoldRemote', () => {
  it('writes a remote the build scripts accept, on the next free dev port', async () => {
    existing('catalog', { title: 'Catalog', route: '/catalog', module: './App', devPort: 3001 });
    existing('cart', { title: 'Cart', route: '/cart', module: './App', devPort: 3004 });
    const { remote, dir, files } = await scaffoldRemote('reviews_v2', { remotesDir, format });

    expect(remote).toEqual({ name: 'reviews_v2', route: '/reviews-v2', title: 'Reviews v2', devPort: 3005 });
    expect(files.sort()).toEqual(
      [
        'index.html',
        'package.json',
        'src/App.test.tsx',
        'src/App.tsx',
        'src/bootstrap.tsx',
        'src/index.ts',
        'webpack.config.ts',
      ].sort(),
    );
    expect(remoteTarget('reviews_v2', remotesDir)).toMatchObject({
      version: '0.1.0',
      meta: { title: 'Reviews v2', route: '/reviews-v2', module: './App' },
    });
    expect(readDevPort(dir)).toBe(3005);
    expect(readFileSync(path.join(dir, 'webpack.config.ts'), 'utf8')).toContain(
      "createRemoteConfig({ name: 'reviews_v2', packageDir: __dirname })",
    );
    expect(readFileSync(path.join(dir, 'src/bootstrap.tsx'), 'utf8')).toContain("from '@mfp/host/standalone'");
  });

  it('never writes into an existing folder', async () => {
    mkdirSync(path.join(remotesDir, 'reviews'));
    writeFileSync(path.join(remotesDir, 'reviews', 'notes.txt'), 'mine');
    await expect(scaffoldRemote('reviews', { remotesDir, format })).rejects.toThrow(
      'already exists; new:remote never overwrites',
    );
    expect(readFileSync(path.join(remotesDir, 'reviews', 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(remotesDir, 'reviews', 'package.json'))).toBe(false);
  });

  it.each([
    ['upper case', 'Reviews'],
    ['a hyphen', 'my-reviews'],
    ['a leading digit', '2reviews'],
    ['a path', '../reviews'],
    ['nothing', ''],
  ])('refuses a name with %s before writing anything', async (_what, name) => {
    await expect(scaffoldRemote(name, { remotesDir, format })).rejects.toThrow(UserFacingError);
    await expect(scaffoldRemote(name, { remotesDir, format })).rejects.toThrow(`Use ${REMOTE_NAME_RULE}`);
    expect(readdirSync(remotesDir)).toEqual([]);
  });

  it("refuses the host's federation name", async () => {
    await expect(scaffoldRemote('host', { remotesDir, format })).rejects.toThrow("is the host's own federation name");
  });

  it('refuses a name whose route another remote has', async () => {
    existing('shop', { title: 'Shop', route: '/my-shop', module: './App', devPort: 3001 });
    await expect(scaffoldRemote('my_shop', { remotesDir, format })).rejects.toThrow(
      'The route /my-shop is taken by remote "shop"',
    );
  });

  it('derives the title and the route from the name', () => {
    expect(titleFor('reviews_v2')).toBe('Reviews v2');
    expect(routeFor('reviews_v2')).toBe('/reviews-v2');
  });
});
