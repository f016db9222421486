import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sandboxPaths } from '../build/sandboxPaths';

/** The Node that runs the render process, or why there is none. */
export type RenderNode =
  { status: 'found'; path: string; source: 'host' | 'pinned' } | { status: 'missing'; reason: string };

/** isolated-vm 6.2.0's prebuilds are named `isolated-vm.abi<N>[.libc].node`, per platform folder. */
function hasPrebuild(abi: string): boolean {
  const folder = path.join(
    sandboxPaths.runtimeModules,
    'isolated-vm',
    'prebuilds',
    `${process.platform}-${process.arch}`,
  );
  return existsSync(folder) && readdirSync(folder).some((file) => file.startsWith(`isolated-vm.abi${abi}.`));
}

const PINNED_ABI = '137';

/**
 * The host's own Node when isolated-vm ships a prebuild for its ABI (Node 22 and 24); otherwise the Node 24 that
 * sandbox/runtime pins (for a host on Node 20, whose isolated-vm would need a compiler and 87 s to build).
 */
export function findRenderNode(): RenderNode {
  if (!existsSync(path.join(sandboxPaths.runtimeModules, 'isolated-vm'))) {
    return {
      status: 'missing',
      reason:
        'sandbox/runtime is not installed: run `npm ci` (its postinstall installs it) or ' +
        '`npm ci --prefix sandbox/runtime --ignore-scripts`',
    };
  }
  if (hasPrebuild(process.versions.modules)) return { status: 'found', path: process.execPath, source: 'host' };
  const pinned = path.join(sandboxPaths.runtimeModules, `node-${process.platform}-${process.arch}`, 'bin', 'node');
  if (existsSync(pinned) && hasPrebuild(PINNED_ABI)) return { status: 'found', path: pinned, source: 'pinned' };
  return {
    status: 'missing',
    reason:
      `isolated-vm has no prebuild for Node ${process.version} on ${process.platform}-${process.arch}, and ` +
      'sandbox/runtime holds no Node 24 for this platform: run the host on Node 22 or 24',
  };
}
