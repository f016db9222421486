import { repoRoot } from './repoRoot';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));

function installedVersion(pkg: string): string {
  return (requireFromRoot(`${pkg}/package.json`) as { version: string }).version;
}

function singleton(pkg: string) {
  const version = installedVersion(pkg);
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/**
 * Dependencies the host and every remote share at run time, as singletons. The trailing-slash keys share subpath
 * imports such as `react-dom/client` and `react/jsx-runtime`; without them those are bundled twice (React #527).
 * react-router is shared because remotes render nested routes inside the host's router.
 */
export function sharedDependencies() {
  const react = singleton('react');
  const reactDom = singleton('react-dom');
  const reactRouter = singleton('react-router');
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    'react-router': reactRouter,
  };
}
