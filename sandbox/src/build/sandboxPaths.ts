import path from 'node:path';

/** The sandbox package's folder (this file is sandbox/src/build/sandboxPaths.ts). */
const SANDBOX_ROOT = path.resolve(__dirname, '..', '..');

export const sandboxPaths = {
  root: SANDBOX_ROOT,
  /** The runtime project the root postinstall installs (scripts/install-sandbox-runtime.sh). */
  runtimeModules: path.join(SANDBOX_ROOT, 'runtime', 'node_modules'),
  /** Built bundles, per key; the project owns node_modules/.cache, and `npm ci` clears it. */
  cache: path.join(SANDBOX_ROOT, '..', 'node_modules', '.cache', 'mfp-sandbox'),
  isolateEntry: path.join(SANDBOX_ROOT, 'src', 'isolate'),
  processEntry: path.join(SANDBOX_ROOT, 'src', 'process', 'main.ts'),
};
