import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Module } from 'webpack';
import { createHostConfig, createRemoteConfig } from '@mfp/webpack-config';
import { ROUTER_SURFACE_MODULE, ROUTER_SURFACE_REQUESTS, routerSurfaceChunk } from './routerSurface';
import { repoRoot } from '../repoRoot';
import { hostSharedDependencies, sharedDependencies } from './sharedDependencies';

const hostDir = path.join(repoRoot, 'host');
// Read from disk: Node code never loads the package itself (tools/boundaries).
const routerPackageJson = path.join(repoRoot, 'node_modules', 'react-router', 'package.json');
const routerVersion = (JSON.parse(readFileSync(routerPackageJson, 'utf8')) as { version: string }).version;

type Shared = Record<string, { import?: string; version?: string }>;

function sharedOf(config: webpack.Configuration): Shared {
  const federation = config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin');
  return (federation as unknown as { _options: { shared: Shared } })._options.shared;
}

/** Resolves `request` from the host's folder the way the host build does: its resolve options and webpack's defaults. */
function resolveInHostBuild(request: string): Promise<string> {
  const compiler = webpack(createHostConfig({ packageDir: hostDir }));
  const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
  return new Promise((resolve, reject) => {
    resolver.resolve({}, hostDir, request, {}, (error, result) =>
      error || typeof result !== 'string' ? reject(error ?? new Error(`${request} did not resolve`)) : resolve(result),
    );
  });
}

describe("the host's react-router share (decision 0022)", () => {
  it('provides the router surface under react-router, with the real package version and range', () => {
    const router = hostSharedDependencies()['react-router'];
    expect(router).toEqual({
      import: ROUTER_SURFACE_REQUESTS.surface,
      singleton: true,
      version: routerVersion,
      requiredVersion: `^${routerVersion}`,
    });
    expect(sharedOf(createHostConfig({ packageDir: hostDir }))['react-router']).toEqual(router);
  });

  it('keeps the other platform singletons as the remotes share them', () => {
    const { 'react-router': _hostRouter, ...host } = hostSharedDependencies();
    const { 'react-router': _router, ...platform } = sharedDependencies();
    expect(host).toEqual(platform);
  });

  it('leaves remotes sharing the whole package, their fallback where no host provides one', () => {
    const remote = sharedOf(
      createRemoteConfig({ name: 'reviews', packageDir: path.join(repoRoot, 'remotes', 'catalog') }),
    );
    expect(remote['react-router']).toEqual(sharedDependencies()['react-router']);
    expect(remote['react-router']?.import).toBeUndefined();
  });

  // Three webpack compilers, each seconds to create on a busy machine.
  it("resolves the surface to the host's module, and the package it bundles to react-router's ESM entry", async () => {
    await expect(resolveInHostBuild(ROUTER_SURFACE_REQUESTS.surface)).resolves.toBe(
      path.join(hostDir, ROUTER_SURFACE_MODULE),
    );
    const bundled = await resolveInHostBuild(ROUTER_SURFACE_REQUESTS.package);
    expect(bundled).toBe(await resolveInHostBuild('react-router'));
    // ESM, so that webpack can drop what the surface does not re-export.
    expect(bundled).toMatch(/react-router[\\/]dist[\\/]\w+[\\/]index\.mjs$/);
  }, 30_000);
});

describe("the router surface's chunk", () => {
  const cacheGroup = routerSurfaceChunk(hostDir);
  const moduleAt = (resource: string) => ({ nameForCondition: () => resource }) as unknown as Module;

  it('takes the surface and the react-router code it bundles, and nothing else', async () => {
    expect(cacheGroup.test(moduleAt(path.join(hostDir, ROUTER_SURFACE_MODULE)))).toBe(true);
    expect(cacheGroup.test(moduleAt(await resolveInHostBuild(ROUTER_SURFACE_REQUESTS.package)))).toBe(true);
    expect(cacheGroup.test(moduleAt(await resolveInHostBuild('react-dom')))).toBe(false);
    expect(cacheGroup.test(moduleAt(path.join(hostDir, 'src', 'bootstrap.tsx')))).toBe(false);
  });
});
