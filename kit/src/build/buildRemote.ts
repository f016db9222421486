import path from 'node:path';
import type { Configuration } from 'webpack';
import { UserFacingError } from '@mfp/settings/command';
import { compileWithProgress } from './compileWithProgress';
import { loadBundlerConfig, remoteLabel } from './loadBundlerConfig';

/** Rspack is an optional peer: loaded only for an rspack.config.js, with what to install when it is missing. */
async function loadRspack() {
  const { rspack } = await import('@rspack/core').catch(() => {
    throw new UserFacingError('rspack.config.js needs @rspack/core: npm install --save-dev @rspack/core@~1.7');
  });
  return rspack;
}

/** `mfp build`: the production build of the remote in `cwd`, with webpack or Rspack as its config file says. */
export async function buildRemote(cwd: string, print: (line: string) => void): Promise<void> {
  const { bundler, file, config } = loadBundlerConfig(cwd, 'production');
  const label = remoteLabel(cwd);
  const started = Date.now();
  print(`▶ building ${label} for production with ${bundler} (${file})`);
  if (bundler === 'webpack') await compileWithProgress(label, config as Configuration, print);
  else await compileWithProgress(label, config, print, await loadRspack());
  const output = (config.output as { path?: string } | undefined)?.path ?? path.join(cwd, 'dist');
  print(`✓ built ${path.relative(cwd, output) || '.'}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
