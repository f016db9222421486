import type { Configuration } from 'webpack';
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
