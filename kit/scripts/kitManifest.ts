import { LOADED_BY_NAME, OPTIONAL_PEERS, PEERS } from './kitLayout';

interface PackageJson {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional: boolean }>;
  [field: string]: unknown;
}

/** `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

function rangeIn(root: PackageJson, pkg: string): string {
  const range = root.dependencies?.[pkg] ?? root.devDependencies?.[pkg];
  if (!range)
    throw new Error(`The kit's bundles load ${pkg}, which the root package.json does not install: add it there first.`);
  return range;
}

/**
 * The package.json that is packed: the kit's own, with `dependencies` (what the bundles load and leave outside) and
 * `peerDependencies` (what the team installs), each at the range the root package.json installs, so the kit asks for
 * exactly what the host is built and tested with.
 */
export function kitManifest(kit: PackageJson, root: PackageJson, externals: Iterable<string>): PackageJson {
  const loaded = new Set([...[...externals].map(packageOf), ...LOADED_BY_NAME]);
  const dependencies = [...loaded]
    .filter((pkg) => !pkg.startsWith('node:') && !PEERS.includes(pkg))
    .sort()
    .map((pkg) => [pkg, rangeIn(root, pkg)]);
  const peers = PEERS.map((pkg) => [pkg, rangeIn(root, pkg)]);
  return {
    ...kit,
    engines: root.engines,
    dependencies: Object.fromEntries(dependencies),
    peerDependencies: Object.fromEntries(peers),
    peerDependenciesMeta: Object.fromEntries(OPTIONAL_PEERS.map((pkg) => [pkg, { optional: true }])),
  };
}
