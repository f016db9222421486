import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../repoRoot';
import { ROUTER_SURFACE_REQUESTS } from './routerSurface';

/** The version of `pkg` that a build in `packageDir` would bundle: resolved as webpack resolves it from there. */
function installedVersion(pkg: string, packageDir: string): string {
  const requireFrom = createRequire(path.join(packageDir, 'package.json'));
  return (requireFrom(`${pkg}/package.json`) as { version: string }).version;
}

/** One package shared at run time as a singleton: one copy on the page, the first container's, serves all. */
export interface SharedSingleton {
  /** Always true: React and the router keep state (hooks, contexts) that every container on the page must share. */
  singleton: boolean;
  /** The range a container accepts of the copy it is given: `^` of `version`. */
  requiredVersion: string;
  /** The version installed for the build, which the container offers. */
  version: string;
}

/**
 * The platform's shared block, what `sharedDependencies` returns: React, its subpaths, and react-router if installed.
 * A type alias, not an interface: webpack's and Rspack's `shared` option is a string-keyed record, which only an
 * object type alias may be given without an index signature of its own.
 */
export type SharedDependencies = {
  /** React itself. */
  react: SharedSingleton;
  /** `react`'s subpath imports (`react/jsx-runtime`). */
  'react/': SharedSingleton;
  /** React's renderer for the DOM. */
  'react-dom': SharedSingleton;
  /** `react-dom`'s subpath imports (`react-dom/client`). */
  'react-dom/': SharedSingleton;
  /** Absent for a remote that does not install it (one without routes). */
  'react-router'?: SharedSingleton;
};

/** The host's shared block: the platform's, with react-router always there and provided as the router surface. */
export type HostSharedDependencies = Omit<SharedDependencies, 'react-router'> & {
  'react-router': SharedSingleton & {
    /** The module the host provides for the package: its router surface (decision 0022). */
    import: string;
  };
};

function singleton(pkg: string, packageDir: string): SharedSingleton {
  const version = installedVersion(pkg, packageDir);
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/** react-router for a remote that has it installed; one without routes need not share it (docs/remote-contract.md). */
function routerIfInstalled(packageDir: string): Pick<SharedDependencies, 'react-router'> {
  try {
    const router = singleton('react-router', packageDir);
    return { 'react-router': router };
  } catch {
    return {};
  }
}

/**
 * Dependencies the host and every remote share at run time, as singletons. The trailing-slash keys share subpath
 * imports such as `react-dom/client` and `react/jsx-runtime`; without them those are bundled twice (React #527).
 * react-router is shared because remotes render nested routes inside the host's router.
 * Versions are those installed for `packageDir`: in this repository the root's; in another repository (using the
 * factories as the `@mfp/webpack-config` package) that remote's own, which the host then checks against its own.
 */
export function sharedDependencies(packageDir: string = repoRoot): SharedDependencies {
  const react = singleton('react', packageDir);
  const reactDom = singleton('react-dom', packageDir);
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    ...routerIfInstalled(packageDir),
  };
}

/**
 * The host's shared block: the platform's, with react-router provided as the router surface, a module of the host that
 * re-exports the supported part of the package (decision 0022). Shared whole, react-router is 61 KB gzip on the
 * critical path; the surface is tree-shaken like any bundled code. The version and range stay react-router's own, so
 * remotes' `requiredVersion` and the compatibility check see the real package.
 * Not covered: remotes, which share the package whole and fall back to it only where no host provides the surface.
 */
export function hostSharedDependencies(packageDir: string = repoRoot): HostSharedDependencies {
  const router = { ...singleton('react-router', packageDir), import: ROUTER_SURFACE_REQUESTS.surface };
  return { ...sharedDependencies(packageDir), 'react-router': router };
}
