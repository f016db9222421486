import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, Module } from 'webpack';
import { repoRoot } from '../repoRoot';
import { routerSurfaceChunk } from '../sharing/routerSurface';

/** The shared libraries the host provides, besides the router surface: each one's folder. */
const PROVIDED_PACKAGES = ['react', 'react-dom', 'scheduler'] as const;

/** Name of the chunk that holds the libraries the host provides to remotes (its file: `platform.<hash>.js`). */
export const PLATFORM_CHUNK = 'platform';

function packageFolder(pkg: string, packageDir: string): string {
  const requireFrom = createRequire(path.join(packageDir, 'package.json'));
  // scheduler is react-dom's dependency, resolved from there as webpack resolves it.
  const from = pkg === 'scheduler' ? createRequire(requireFrom.resolve('react-dom/package.json')) : requireFrom;
  return path.dirname(from.resolve(`${pkg}/package.json`)) + path.sep;
}

/**
 * The host's boot chunks: two, however many shared keys and modules the host has (docs/decisions/0039).
 * - `platform`: react, react-dom (with scheduler) and the router surface with the react-router code it bundles. Every
 *   shared key of these (`react`, `react/`, `react-dom`, `react-dom/`, `react-router`) would otherwise get a chunk of
 *   its own, four of them 0.5 to 8 KB, and the page's requests to the host would need more than the six connections
 *   a browser opens per origin over HTTP/1.1: one more round trip.
 * - the bootstrap behind the async boundary, with everything else it imports (webpack's default groups, which would
 *   split a large library such as zod into a chunk of its own, are off).
 * Both load in parallel with the entry (`PreloadBootChunksPlugin`), and change at different paces, so a host release
 * that changes only its own code leaves the libraries' chunk cached.
 */
export function hostBootChunks(
  hostDir: string,
  packageDir: string = repoRoot,
): NonNullable<Configuration['optimization']> {
  const router = routerSurfaceChunk(hostDir, packageDir);
  const folders = PROVIDED_PACKAGES.map((pkg) => packageFolder(pkg, packageDir));
  return {
    splitChunks: {
      cacheGroups: {
        default: false,
        defaultVendors: false,
        [PLATFORM_CHUNK]: {
          name: PLATFORM_CHUNK,
          test: (module: Module) => {
            const resource = module.nameForCondition();
            return router.test(module) || folders.some((folder) => resource?.startsWith(folder) ?? false);
          },
          chunks: 'async',
          enforce: true,
        },
      },
    },
  };
}
