import type { Configuration } from 'webpack';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createHostConfig, createRemoteConfig } from '@mfp/webpack-config';
import { createRemoteDevConfig } from '../createDevConfig';
import { repoRoot } from '../repoRoot';

type Shared = Record<string, { version: string; requiredVersion: string; singleton: boolean }>;

function sharedOf(packageDir: string): Shared {
  const config = createRemoteConfig({ name: 'reviews', packageDir });
  const federation = config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin');
  return (federation as unknown as ModuleFederationPlugin & { _options: { shared: Shared } })._options.shared;
}

describe('createRemoteConfig as the @mfp/webpack-config package', () => {
  it('resolves by its package name, the way another repository imports it', () => {
    expect(require.resolve('@mfp/webpack-config')).toBe(path.join(repoRoot, 'webpack', 'index.ts'));
  });

  it("declares the versions installed for the remote's own folder, so the host can check them", () => {
    // A package of the browser-test fixtures with React 18 installed in its own node_modules (npm ci installs it).
    const shared = sharedOf(path.join(repoRoot, 'e2e', 'fixtures', 'foreign', 'react18'));
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^18.3.1', version: '18.3.1' });
    expect(shared['react/']).toEqual(shared.react);
  });

  it("declares this repository's versions for its own remotes", () => {
    const shared = sharedOf(path.join(repoRoot, 'remotes', 'catalog'));
    expect(shared.react?.version).toMatch(/^19\./);
    expect(shared['react-router']?.version).toMatch(/^7\./);
  });
});

describe('one federation runtime per page', () => {
  const federationOf = (config: ReturnType<typeof createRemoteConfig>) =>
    config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as {
      _options: {
        experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
        runtimePlugins?: string[];
      };
    };

  it("builds a remote's entry against the host's runtime, and its standalone page with a runtime of its own", () => {
    const packageDir = path.join(repoRoot, 'remotes', 'catalog');
    const hasStandaloneRuntime = (config: Configuration) =>
      config.plugins?.some((plugin) => plugin?.constructor.name === 'StandaloneRuntimePlugin');
    const production = createRemoteConfig({ name: 'reviews', packageDir });
    expect(federationOf(production)._options.experiments?.externalRuntime).toBe(true);
    // The standalone page, and so its runtime, exist in the dev server's build only (decisions 0014, 0017).
    expect(hasStandaloneRuntime(createRemoteDevConfig(production))).toBe(true);
    expect(hasStandaloneRuntime(production)).toBe(false);
  });

  it('lends the host runtime to remotes with a plugin of its own, not the option that would bundle a second copy', () => {
    const federation = federationOf(createHostConfig({ packageDir: path.join(repoRoot, 'host') }));
    expect(federation._options.runtimePlugins).toEqual([path.join(repoRoot, 'webpack', 'provideRuntimeCorePlugin.ts')]);
    expect(federation._options.experiments?.provideExternalRuntime).toBeUndefined();
  });
});

describe("a remote build's chunk-loading global", () => {
  let dir: string;
  beforeEach(() => {
    // Inside the repository (the kit's ignored pack folder), so the factory finds React from the root's node_modules.
    mkdirSync(path.join(repoRoot, 'kit', 'pack'), { recursive: true });
    dir = mkdtempSync(path.join(repoRoot, 'kit', 'pack', 'unique-name-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), '{"name": "reviews-remote"}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const globalOf = (source: string) => {
    writeFileSync(path.join(dir, 'src', 'App.tsx'), source);
    return createRemoteConfig({ name: 'reviews', packageDir: dir }).output?.uniqueName;
  };

  it("differs between two releases' code, and is the same for the same code (issue 41, item 5)", () => {
    // One name for both, and a page that loaded one release ran that one's chunks under the other's version: the
    // second runtime adopts what the first pushed to `self.webpackChunk<uniqueName>` (same chunk and module ids).
    const live = globalOf('export default () => "Reviews";');
    const rollout = globalOf('export default () => { throw new Error("fails"); };');
    expect(live).toMatch(/^mfp_remote_reviews_[0-9a-f]{8}$/);
    expect(rollout).toMatch(/^mfp_remote_reviews_[0-9a-f]{8}$/);
    expect(rollout).not.toBe(live);
    expect(globalOf('export default () => "Reviews";')).toBe(live);
  });

  it('is the one a caller names, when it names one', () => {
    expect(
      createRemoteConfig({ name: 'reviews', packageDir: dir, uniqueName: 'acme_reviews_7' }).output?.uniqueName,
    ).toBe('acme_reviews_7');
  });
});
