import { createRequire } from 'node:module';
import path from 'node:path';
import type { Module } from 'webpack';
import { repoRoot } from '../repoRoot';

/** The host's module that it provides as `react-router` (decision 0022), relative to the host's folder. */
export const ROUTER_SURFACE_MODULE = 'src/router/platformRouter.ts';

/**
 * Requests of the router surface's two ends, resolved by the host's aliases (`routerSurfaceAliases`):
 * - `surface`: the host module provided as `react-router`. A request, not a path: the federation plugin provides a path
 *   in every compilation, the HTML plugin's child too, which then emits a stray copy of the surface.
 * - `package`: react-router itself, as the surface imports it. Not `react-router`: the federation plugin matches shared
 *   modules by request, and the surface would consume itself.
 */
export const ROUTER_SURFACE_REQUESTS = { surface: 'mfp-router-surface', package: 'mfp-bundled-react-router' } as const;

/**
 * The host build's aliases for `ROUTER_SURFACE_REQUESTS`. The package is aliased to its folder, which webpack resolves
 * through the `module` field: the package's ESM entry, so that what the surface does not re-export is dropped.
 * Not covered: remotes, which import `react-router` itself (shared whole, `sharedDependencies`).
 */
export function routerSurfaceAliases(hostDir: string, packageDir: string = repoRoot): Record<string, string> {
  return {
    [`${ROUTER_SURFACE_REQUESTS.surface}$`]: path.join(hostDir, ROUTER_SURFACE_MODULE),
    [`${ROUTER_SURFACE_REQUESTS.package}$`]: routerPackageDir(packageDir),
  };
}

/**
 * A split-chunks cache group putting the surface and the react-router code it bundles in one chunk. Without it the
 * surface, too small for a chunk of its own, is copied into one chunk per share (the provided module and the consumed
 * module's fallback), and the page loads both, plus the package's chunk: three requests instead of one.
 */
export function routerSurfaceChunk(hostDir: string, packageDir: string = repoRoot) {
  const surface = path.join(hostDir, ROUTER_SURFACE_MODULE);
  const routerFolder = routerPackageDir(packageDir) + path.sep;
  return {
    test: (module: Module) => {
      const resource = module.nameForCondition();
      return resource === surface || (resource?.startsWith(routerFolder) ?? false);
    },
    chunks: 'async' as const,
    enforce: true,
  };
}

function routerPackageDir(packageDir: string): string {
  const requireFrom = createRequire(path.join(packageDir, 'package.json'));
  return path.dirname(requireFrom.resolve('react-router/package.json'));
}
