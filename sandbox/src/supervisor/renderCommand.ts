import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sandboxPaths } from '../build/sandboxPaths';
import type { RenderBundles } from '../build/buildRenderBundles';
import type { RenderProcessConfig } from '../process/messages';

/** How the render process is started, and what containment that gives, for the start's log line. */
export interface RenderCommand {
  command: string;
  args: string[];
  network: 'cut' | 'open';
}

const UNSHARE = ['/usr/bin/unshare', '/bin/unshare'].find((file) => existsSync(file));
let networkCut: boolean | undefined;

/**
 * `unshare -rn` (a new user and network namespace: only a loopback that is down) cuts the render process off the
 * network, which Node's permission model leaves open on 20, 22 and 24. Docker's default seccomp profile and some
 * distributions refuse it: then the process runs without it, and only the isolates' lack of any network API remains.
 */
function canCutNetwork(): boolean {
  networkCut ??= UNSHARE !== undefined && spawnSync(UNSHARE, ['-rn', 'true'], { env: {} }).status === 0;
  return networkCut;
}

function permissionFlags(node: string, bundles: RenderBundles): string[] {
  const major = Number(spawnSync(node, ['-p', 'process.versions.node.split(".")[0]'], { env: {} }).stdout);
  const read = [
    bundles.folder,
    path.join(sandboxPaths.runtimeModules, 'isolated-vm'),
    path.join(sandboxPaths.runtimeModules, 'node-gyp-build'),
    // node-gyp-build probes it to tell musl from glibc; refused, the addon does not load.
    '/etc/alpine-release',
  ];
  const permission = major >= 22 ? '--permission' : '--experimental-permission';
  return [permission, '--allow-addons', ...read.map((folder) => `--allow-fs-read=${folder}`)];
}

export function renderCommand(node: string, bundles: RenderBundles, maxIdleIsolates: number): RenderCommand {
  const config: RenderProcessConfig = {
    isolatedVm: path.join(sandboxPaths.runtimeModules, 'isolated-vm', 'isolated-vm.js'),
    runtimeBundle: bundles.runtimeBundle,
    maxIdleIsolates,
  };
  // isolated-vm's README: Node 20 and later segfault at exit now and then without it.
  const nodeArgs = ['--no-node-snapshot', ...permissionFlags(node, bundles), bundles.processScript];
  const args = [...nodeArgs, JSON.stringify(config)];
  if (UNSHARE && canCutNetwork()) return { command: UNSHARE, args: ['-rn', node, ...args], network: 'cut' };
  return { command: node, args, network: 'open' };
}
