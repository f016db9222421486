import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { BuildMode } from '../../webpack';
import type { BuildTarget } from './buildTargets';
import { inputHash } from './inputHash';
import { runWebpack } from './runWebpack';

export const BUILD_STAMP = '.build-stamp';

export interface BuildResult {
  target: BuildTarget;
  /** Hash of the build's inputs; equal hashes mean identical output. */
  hash: string;
  built: boolean;
}

// `require`, not `import()`: both tsx and Playwright's test runner hook TypeScript into require, but only tsx
// also handles a dynamic import of a .ts file.
const requireConfig = createRequire(__filename);

function loadConfig(target: BuildTarget, mode: BuildMode): Configuration {
  const module = requireConfig(path.join(target.dir, 'webpack.config.ts')) as { default: Configuration };
  return { ...module.default, mode };
}

/** Builds the target unless its dist folder was built from exactly the current inputs. */
export async function ensureBuilt(
  target: BuildTarget,
  mode: BuildMode = 'production',
  print = console.log,
): Promise<BuildResult> {
  const hash = inputHash(target.dir, mode);
  const stampPath = path.join(target.dir, 'dist', BUILD_STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash) {
    print(`✓ ${target.name} is up to date`);
    return { target, hash, built: false };
  }
  print(`▶ building ${target.name} (${mode})`);
  const started = Date.now();
  await runWebpack(target.name, loadConfig(target, mode), print);
  writeFileSync(stampPath, hash);
  print(`✓ built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { target, hash, built: true };
}
