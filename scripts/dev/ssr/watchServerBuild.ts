import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_BUILD_NAMES, serverManifestSchema } from '@mfp/shared/serverBuild';
import { sriOf } from '@mfp/store/files';
import webpack, { type Configuration, type Stats } from 'webpack';

/** The server build as the last compile left it: its one script, checked like a release's, or why there is none. */
export type ServerBuild =
  | { status: 'built'; code: string; integrity: string; file: string; version: string }
  | { status: 'failed'; message: string };

export interface WatchedServerBuild {
  /** The latest build; while one is compiling (a file changed), the one it is about to finish. */
  current(): Promise<ServerBuild>;
  close(): Promise<void>;
}

function readBuild(outputDir: string): ServerBuild {
  const manifestFile = path.join(outputDir, SERVER_BUILD_NAMES.manifest);
  const manifest = serverManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const bytes = readFileSync(path.join(outputDir, manifest.entry));
  // Names the build in the page data and the failure reports: each rebuild is a release of its own.
  const version = `dev-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`;
  return { status: 'built', code: bytes.toString('utf8'), integrity: sriOf(bytes), file: manifest.entry, version };
}

function outcome(outputDir: string, error: Error | null, stats: Stats | undefined): ServerBuild {
  if (error) return { status: 'failed', message: error.stack ?? error.message };
  if (!stats || stats.hasErrors())
    return { status: 'failed', message: stats?.toString({ all: false, errors: true, colors: false }) ?? 'no result' };
  try {
    return readBuild(outputDir);
  } catch (problem) {
    return { status: 'failed', message: problem instanceof Error ? problem.message : String(problem) };
  }
}

/**
 * Keeps a remote's server build (decision 0063, the configuration its production config builds after the browser
 * build) compiled while `dev:remote --ssr` runs (decision 0069): webpack in watch mode, into a folder of its own (never
 * the remote's `dist/server/`, which `npm run build` owns), unminified so that a failure's message names real code.
 * A page asks for `current()`, which waits for a compile under way, so the page after an edit renders the edit.
 */
export function watchServerBuild(
  label: string,
  serverConfig: object,
  print: (line: string) => void,
): WatchedServerBuild {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), `mfp-dev-server-build-${label}-`));
  const base = serverConfig as Configuration;
  const compiler = webpack({
    ...base,
    output: { ...base.output, path: outputDir, sourceMapFilename: '[file].map' },
    optimization: { ...base.optimization, minimize: false },
  });
  let settle: (build: ServerBuild) => void = () => undefined;
  let latest = new Promise<ServerBuild>((resolve) => (settle = resolve));
  let compiling = true;
  let started = Date.now();
  compiler.hooks.invalid.tap('mfp-dev-ssr', () => {
    if (compiling) return;
    compiling = true;
    latest = new Promise<ServerBuild>((resolve) => (settle = resolve));
  });
  compiler.hooks.watchRun.tap('mfp-dev-ssr', () => {
    started = Date.now();
  });
  const watching = compiler.watch({}, (error, stats) => {
    const build = outcome(outputDir, error, stats);
    if (build.status === 'built') print(`✓ ${label} server build built in ${Date.now() - started} ms`);
    else print(`✗ ${label}: server build failed; pages render the fallback until it is fixed:\n${build.message}`);
    compiling = false;
    settle(build);
  });
  return {
    current: () => latest,
    close: () =>
      new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve())).finally(() =>
        rmSync(outputDir, { recursive: true, force: true }),
      ),
  };
}
