import path from 'node:path';

const kitDir = path.resolve(__dirname, '..');

/** Where the kit's sources, bundles and tarball are: one place for the build, the pack and their tests. */
export const KIT_LAYOUT = {
  kitDir,
  repoRoot: path.resolve(kitDir, '..'),
  src: path.join(kitDir, 'src'),
  dist: path.join(kitDir, 'dist'),
  /** The folder `npm pack` packs: the bundles, the README and the package.json with its generated dependencies. */
  stage: path.join(kitDir, 'pack', 'stage'),
  pack: path.join(kitDir, 'pack'),
} as const;

/** The bundles for Node (CommonJS), by output name: the bin, the build factories, the contract. */
export const NODE_ENTRIES = {
  mfp: 'cli/mfp.ts',
  webpack: 'webpack.ts',
  rspack: 'rspack.ts',
  index: 'index.ts',
  postcss: 'postcss.ts',
} as const;

/** Entries that get bundled type declarations. */
export const TYPED_ENTRIES = ['index', 'webpack', 'rspack', 'postcss', 'standalone', 'router', 'data'] as const;

/**
 * Peers: what the team installs itself, because its build and its page must have exactly one of each and the host
 * checks their versions. Their ranges are the root package.json's, the versions the host is built with.
 */
export const PEERS = [
  'webpack',
  '@module-federation/enhanced',
  '@rspack/core',
  'react',
  'react-dom',
  'react-router',
  'typescript',
];
export const OPTIONAL_PEERS = ['@rspack/core'];

/**
 * Dependencies the bundles load by name rather than by import, which the bundler cannot see: the loaders webpack
 * and Rspack resolve from the config (TypeScript, stylesheets, and PostCSS, which postcss-loader takes as a peer), the runtime the standalone page provides, and React
 * Fast Refresh's runtime.
 */
export const LOADED_BY_NAME = [
  'ts-loader',
  'css-loader',
  'postcss-loader',
  'postcss',
  '@module-federation/runtime-core',
  'react-refresh',
];
