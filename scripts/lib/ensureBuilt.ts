import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { compileWithProgress } from '@mfp/remote-kit/build';
import { createServerRendererConfig, SERVER_RENDERER_FILE, type BuildMode } from '@mfp/webpack-config';
import { inputHash } from '@mfp/webpack-config/inputHash';
import type { BuildTarget } from './buildTargets';
import { precompressHostDist } from './precompressHostDist';
import { withBuildLock } from './withBuildLock';

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

/**
 * The package's own webpack config, in the requested mode. A remote's chunk-loading global gets the build's hash:
 * when a deploy replaces a remote in a running host, the new build must not adopt the old build's chunks, which share
 * chunk and module ids (seen in Chromium; the federation runtime's `force` does not clear that global).
 */
function loadConfig(target: BuildTarget, mode: BuildMode, hash: string): Configuration {
  if (target.kind === 'renderer') return createServerRendererConfig({ packageDir: target.dir });
  const config = (requireConfig(path.join(target.dir, 'webpack.config.ts')) as { default: Configuration }).default;
  if (target.kind !== 'remote') return { ...config, mode };
  return {
    ...config,
    mode,
    output: { ...config.output, uniqueName: `${String(config.output?.uniqueName)}_${hash.slice(0, 8)}` },
  };
}

/** The folder a target's build writes, and its stamp with it: the renderer's is the host server's `dist/`. */
function outputOf(target: BuildTarget): string {
  return path.join(target.dir, target.kind === 'renderer' ? path.dirname(SERVER_RENDERER_FILE) : 'dist');
}

/**
 * Builds the target unless its output folder was built from exactly the current inputs. The renderer is built for
 * production whatever the mode: it is what the server runs (decision 0082).
 */
export function ensureBuilt(
  target: BuildTarget,
  requested: BuildMode = 'production',
  print = console.log,
): Promise<BuildResult> {
  return withBuildLock(target, () => ensureBuiltUnlocked(target, requested, print));
}

async function ensureBuiltUnlocked(
  target: BuildTarget,
  requested: BuildMode,
  print: typeof console.log,
): Promise<BuildResult> {
  const mode = target.kind === 'renderer' ? 'production' : requested;
  const hash = inputHash(target.dir, mode);
  const stampPath = path.join(outputOf(target), BUILD_STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash) {
    print(`✓ ${target.name} is up to date`);
    return { target, hash, built: false };
  }
  print(`▶ building ${target.name} (${mode})`);
  const started = Date.now();
  await compileWithProgress(target.name, loadConfig(target, mode, hash), print);
  // Remotes get theirs when they are published, into their version folder; the host server serves its own dist.
  if (target.kind === 'host' && mode === 'production') await precompressHostDist(path.join(target.dir, 'dist'), print);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A file saved during the build may or may not be in the output; without a stamp the next run builds again.
  if (inputHash(target.dir, mode) !== hash) {
    rmSync(stampPath, { force: true });
    print(`⚠ built ${target.name} in ${seconds} s, but its inputs changed during the build; the next run rebuilds it`);
    return { target, hash, built: true };
  }
  writeFileSync(stampPath, hash);
  print(`✓ built ${target.name} in ${seconds} s`);
  return { target, hash, built: true };
}
