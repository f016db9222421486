import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { UserFacingError } from '@mfp/settings/command';

type Bundler = 'webpack' | 'rspack';

/** The config files `mfp build` and `mfp dev` look for in the remote's folder, in this order. */
const CONFIG_FILES: readonly { file: string; bundler: Bundler }[] = [
  { file: 'webpack.config.js', bundler: 'webpack' },
  { file: 'webpack.config.cjs', bundler: 'webpack' },
  { file: 'rspack.config.js', bundler: 'rspack' },
  { file: 'rspack.config.cjs', bundler: 'rspack' },
];

export interface BundlerConfig {
  bundler: Bundler;
  file: string;
  /** The configuration the file exports (a function export is called as the bundlers' CLIs call it). */
  config: Record<string, unknown>;
}

/** The remote's build config, loaded from `cwd` as the bundler's own CLI would load it (CommonJS). */
export function loadBundlerConfig(cwd: string, mode: 'production' | 'development'): BundlerConfig {
  const found = CONFIG_FILES.find(({ file }) => existsSync(path.join(cwd, file)));
  if (!found) {
    throw new UserFacingError(
      `No ${CONFIG_FILES.map(({ file }) => file).join(', ')} in ${cwd}: run mfp in the remote's folder, or create ` +
        "webpack.config.js with createRemoteConfig from '@mfp/remote-kit/webpack' (see the kit's README).",
    );
  }
  const file = path.join(cwd, found.file);
  const exported = createRequire(file)(file) as unknown;
  const config =
    typeof exported === 'function' ? (exported as (...args: unknown[]) => unknown)({}, { mode }) : exported;
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw new UserFacingError(`${found.file} must export one configuration object (createRemoteConfig's result).`);
  return { bundler: found.bundler, file: found.file, config: config as Record<string, unknown> };
}

/** What progress lines call the remote: its registered name (package.json `mfp.name`), else its folder's name. */
export function remoteLabel(cwd: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { mfp?: { name?: unknown } };
    if (typeof manifest.mfp?.name === 'string') return manifest.mfp.name;
  } catch {
    // No readable package.json: the folder's name will do for a progress line.
  }
  return path.basename(cwd);
}
