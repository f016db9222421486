import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { sandboxPaths } from './sandboxPaths';

/**
 * The two files the render process needs, built with esbuild into the project's cache once per set of inputs (the
 * installed React, React DOM, React Router and polyfill versions, and the sandbox's own sources): the process's script,
 * and the runtime bundle each isolate evaluates. React is read by esbuild as files and runs only inside isolates:
 * the host's realm never loads it (tools/boundaries/nodeLoadsNoReact.slow.test.ts).
 */
export interface RenderBundles {
  folder: string;
  processScript: string;
  runtimeBundle: string;
}

const BUNDLED_PACKAGES = ['react', 'react-dom', 'react-router', 'web-streams-polyfill', 'whatwg-url', 'parse5'];

/** The runtime's entry: polyfills first (whatwg-url and React make a TextEncoder while they load), then the singletons. */
const RUNTIME_ENTRY = `
require('./installEncoding');
require('./polyfills');
const shared = {
  react: require('react'),
  'react/jsx-runtime': require('react/jsx-runtime'),
  'react-dom': require('react-dom'),
  'react-router': require('react-router'),
};
require('./installRender').installRender(shared, require('react-dom/server.edge').renderToReadableStream);
`;

function installedVersion(name: string): string {
  const file = path.join(sandboxPaths.root, '..', 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function inputsKey(): string {
  const hash = createHash('sha256').update(`esbuild ${esbuildVersion}\n`);
  for (const name of BUNDLED_PACKAGES) hash.update(`${name} ${installedVersion(name)}\n`);
  for (const folder of [sandboxPaths.isolateEntry, path.dirname(sandboxPaths.processEntry)]) {
    // Subfolders too (the process's renderOutput/): a change there must rebuild the process's script.
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(folder, file);
      if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function bundle(folder: string): Promise<void> {
  const reactRouter = path.join(sandboxPaths.root, '..', 'node_modules', 'react-router', 'dist', 'production');
  await build({
    stdin: { contents: RUNTIME_ENTRY, resolveDir: sandboxPaths.isolateEntry, loader: 'js', sourcefile: 'runtime.js' },
    bundle: true,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // React Router's exports name only its development build; the sandbox renders with the production one.
    alias: { 'react-router': path.join(reactRouter, 'index.js') },
    outfile: path.join(folder, 'runtime.js'),
    logLevel: 'silent',
  });
  await build({
    entryPoints: [sandboxPaths.processEntry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: path.join(folder, 'renderProcess.js'),
    logLevel: 'silent',
  });
}

export async function buildRenderBundles(): Promise<RenderBundles> {
  const folder = path.join(sandboxPaths.cache, inputsKey());
  const bundles = {
    folder,
    processScript: path.join(folder, 'renderProcess.js'),
    runtimeBundle: path.join(folder, 'runtime.js'),
  };
  if (existsSync(bundles.runtimeBundle) && existsSync(bundles.processScript)) return bundles;
  // Built beside and renamed into place: two hosts starting at once never read a half-written bundle.
  const staging = `${folder}.${process.pid}.${Date.now()}`;
  mkdirSync(staging, { recursive: true });
  await bundle(staging);
  writeFileSync(path.join(staging, 'inputs.txt'), `${BUNDLED_PACKAGES.map(installedVersion).join(' ')}\n`);
  try {
    renameSync(staging, folder);
  } catch (error) {
    if (!existsSync(bundles.runtimeBundle)) throw error;
  }
  return bundles;
}
