import { REMOTE_CONTRACT_VERSION } from '@mfp/shared/deploy';
import rootPackage from '../../package.json';
import kitPackage from '../package.json';
import { kitManifest, packageOf } from './kitManifest';
import { OPTIONAL_PEERS, PEERS } from './kitLayout';

describe("the kit's version", () => {
  it('states the contract it speaks: its major is REMOTE_CONTRACT_VERSION', () => {
    expect(Number(kitPackage.version.split('.')[0])).toBe(REMOTE_CONTRACT_VERSION);
  });
});

describe('the packed package.json', () => {
  const manifest = kitManifest(kitPackage, rootPackage, ['tar-stream', 'webpack', 'react-dom/client', 'node:fs']);

  it("asks for the peers at the ranges the host installs, from the root package.json, Rspack's optional", () => {
    const root = { ...rootPackage.dependencies, ...rootPackage.devDependencies } as Record<string, string>;
    expect(manifest.peerDependencies).toEqual(Object.fromEntries(PEERS.map((pkg) => [pkg, root[pkg]])));
    expect(manifest.peerDependencies?.react).toBe(rootPackage.dependencies.react);
    expect(manifest.peerDependenciesMeta).toEqual({ '@rspack/core': { optional: true } });
    expect(OPTIONAL_PEERS.every((pkg) => PEERS.includes(pkg))).toBe(true);
  });

  it('depends on what the bundles leave outside, but never on a peer, a built-in or a workspace package', () => {
    expect(manifest.dependencies).toMatchObject({ 'tar-stream': rootPackage.dependencies['tar-stream'] });
    expect(manifest.dependencies).toHaveProperty('ts-loader');
    expect(Object.keys(manifest.dependencies ?? {})).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:webpack|react-dom|node:fs|@mfp\/.*)$/)]),
    );
    expect(manifest.version).toBe(kitPackage.version);
  });

  it("points every entry and the mfp bin at dist/, and leaves the workspace's sources and prepack refusal behind", () => {
    expect(kitPackage.exports['.']).toBe('./src/index.ts');
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).toMatchObject({
      bin: { mfp: './dist/mfp.js' },
      main: './dist/index.js',
      types: './dist/index.d.ts',
      files: ['dist', 'README.md'],
    });
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './webpack': { types: './dist/webpack.d.ts', default: './dist/webpack.js' },
      './rspack': { types: './dist/rspack.d.ts', default: './dist/rspack.js' },
      './postcss': { types: './dist/postcss.d.ts', default: './dist/postcss.js' },
      './standalone': { types: './dist/standalone.d.ts', default: './dist/standalone.js' },
      './router': { types: './dist/router.d.ts', default: './dist/router.js' },
      './data': { types: './dist/data.d.ts', default: './dist/data.js' },
      './package.json': './package.json',
    });
  });

  it('refuses a dependency the root does not install, so a range is never made up', () => {
    expect(() => kitManifest(kitPackage, rootPackage, ['left-pad'])).toThrow(/left-pad.*root package.json/);
  });

  it('names packages by their scope and name, without the subpath', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@module-federation/enhanced/webpack')).toBe('@module-federation/enhanced');
  });
});
