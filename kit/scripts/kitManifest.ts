import { LOADED_BY_NAME, OPTIONAL_PEERS, PEERS, TYPED_ENTRIES } from './kitLayout';

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
 * Where the published package's entries are: its bundles in `dist/`, each with its bundled declarations, and the `mfp`
 * bin. The workspace's package.json points at the sources instead (decision 0052), so these are written here.
 */
export function publishedEntryPoints() {
  const exports = Object.fromEntries(
    TYPED_ENTRIES.map((entry) => [
      entry === 'index' ? '.' : `./${entry}`,
      { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` },
    ]),
  );
  return {
    bin: { mfp: './dist/mfp.js' },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: { ...exports, './package.json': './package.json' },
    files: ['dist', 'README.md'],
  };
}

/**
 * The package.json that is packed: the kit's own name, version and description; the entry points in `dist/`
 * (`publishedEntryPoints`: the workspace's source `exports` and its `prepack` refusal stay behind); `dependencies`
 * (what the bundles load and leave outside) and `peerDependencies` (what the team installs), each at the range the
 * root package.json installs, so the kit asks for exactly what the host is built and tested with.
 */
export function kitManifest(kit: PackageJson, root: PackageJson, externals: Iterable<string>): PackageJson {
  const loaded = new Set([...[...externals].map(packageOf), ...LOADED_BY_NAME]);
  const dependencies = [...loaded]
    .filter((pkg) => !pkg.startsWith('node:') && !PEERS.includes(pkg))
    .sort()
    .map((pkg) => [pkg, rangeIn(root, pkg)]);
  const peers = PEERS.map((pkg) => [pkg, rangeIn(root, pkg)]);
  const { exports: _sources, scripts: _workspaceOnly, ...published } = kit;
  return {
    ...published,
    ...publishedEntryPoints(),
    engines: root.engines,
    dependencies: Object.fromEntries(dependencies),
    peerDependencies: Object.fromEntries(peers),
    peerDependenciesMeta: Object.fromEntries(OPTIONAL_PEERS.map((pkg) => [pkg, { optional: true }])),
  };
}
