import path from 'node:path';
import type { Configuration } from 'webpack';
import { runWebpack } from '../../../scripts/lib/runWebpack';
import { UserFacingError } from '../command/userFacingError';
import { loadBundlerConfig, remoteLabel } from './loadBundlerConfig';

async function runRspack(label: string, config: object, print: (line: string) => void): Promise<void> {
  const { rspack } = await import('@rspack/core').catch(() => {
    throw new UserFacingError('rspack.config.js needs @rspack/core: npm install --save-dev @rspack/core@~1.7');
  });
  let lastShown = -1;
  const progress = new rspack.ProgressPlugin((fraction: number, message: string) => {
    const percent = Math.floor(fraction * 10) * 10;
    if (percent > lastShown) print(`  [${label}] ${(lastShown = percent)}% ${message}`);
  });
  const withProgress = { ...config, plugins: [...((config as { plugins?: unknown[] }).plugins ?? []), progress] };
  const compiler = rspack(withProgress as Parameters<typeof rspack>[0]);
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        const details = stats.toString({ all: false, errors: true, colors: false });
        return reject(new UserFacingError(`Build of ${label} failed. Fix these errors and run again:\n${details}`));
      }
      resolve();
    });
  });
}

/** `mfp build`: the production build of the remote in `cwd`, with webpack or Rspack as its config file says. */
export async function buildRemote(cwd: string, print: (line: string) => void): Promise<void> {
  const { bundler, file, config } = loadBundlerConfig(cwd, 'production');
  const label = remoteLabel(cwd);
  const started = Date.now();
  print(`▶ building ${label} for production with ${bundler} (${file})`);
  if (bundler === 'webpack') await runWebpack(label, config as Configuration, print);
  else await runRspack(label, config, print);
  const output = (config.output as { path?: string } | undefined)?.path ?? path.join(cwd, 'dist');
  print(`✓ built ${path.relative(cwd, output) || '.'}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
