import { createRequire } from 'node:module';
import path from 'node:path';
import type { Module } from 'webpack';
import { hostBootChunks, PLATFORM_CHUNK } from './hostBootChunks';
import { repoRoot } from '../repoRoot';
import { ROUTER_SURFACE_MODULE } from '../sharing/routerSurface';

const hostDir = path.join(repoRoot, 'host');
const requireFromHost = createRequire(path.join(hostDir, 'package.json'));
const moduleAt = (resource: string) => ({ nameForCondition: () => resource }) as unknown as Module;

describe("the host's boot chunks", () => {
  const { splitChunks } = hostBootChunks(hostDir);
  const groups = (splitChunks === false ? {} : splitChunks?.cacheGroups) as Record<string, unknown>;
  const platform = groups[PLATFORM_CHUNK] as { test: (module: Module) => boolean; name: string; enforce: boolean };

  it("put every library the host provides in one chunk, whatever its share keys, and leave webpack's own groups off", () => {
    expect(groups).toMatchObject({ default: false, defaultVendors: false });
    expect(platform).toMatchObject({ name: PLATFORM_CHUNK, chunks: 'async', enforce: true });
    for (const request of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router']) {
      expect([request, platform.test(moduleAt(requireFromHost.resolve(request)))]).toEqual([request, true]);
    }
    const scheduler = createRequire(requireFromHost.resolve('react-dom/package.json')).resolve('scheduler');
    expect(platform.test(moduleAt(scheduler))).toBe(true);
    expect(platform.test(moduleAt(path.join(hostDir, ROUTER_SURFACE_MODULE)))).toBe(true);
  });

  it('leave the bootstrap and the rest of its imports in its own chunk', () => {
    expect(platform.test(moduleAt(path.join(hostDir, 'src', 'bootstrap.tsx')))).toBe(false);
    expect(platform.test(moduleAt(requireFromHost.resolve('zod/mini')))).toBe(false);
    expect(platform.test(moduleAt(path.join(repoRoot, 'shared', 'src', 'registry', 'registrySchema.ts')))).toBe(false);
  });
});
