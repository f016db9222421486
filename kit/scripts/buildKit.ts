import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { generateDtsBundle } from 'dts-bundle-generator';
import { KIT_LAYOUT, NODE_ENTRIES, TYPED_ENTRIES } from './kitLayout';
import { kitManifest } from './kitManifest';

const { dist, src, stage, kitDir, repoRoot } = KIT_LAYOUT;
const BROWSER_PEERS = ['react', 'react-dom', 'react-router'];
/** The name `host/src/router/platformRouter.ts` imports react-router by (`ROUTER_SURFACE_REQUESTS.package`). */
const ROUTER_PACKAGE_ALIAS = 'mfp-bundled-react-router';

/** Bare imports stay outside the bundle, except the workspace's own packages, which are not published. */
function externalPackages(seen: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path: request }) => {
        if (request.startsWith('@mfp/')) return undefined;
        if (!builtinModules.includes(request) && !request.startsWith('node:')) seen.add(request);
        return { path: request, external: true };
      });
    },
  };
}

async function buildNode(externals: Set<string>): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(Object.entries(NODE_ENTRIES).map(([out, entry]) => [out, path.join(src, entry)])),
    outdir: dist,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    plugins: [externalPackages(externals)],
    logLevel: 'warning',
  });
  const bin = path.join(dist, 'mfp.js');
  await writeFile(bin, `#!/usr/bin/env node\n${await readFile(bin, 'utf8')}`, { mode: 0o755 });
}

/** Browser code the team's webpack bundles: ES modules with the shared singletons left to its federation plugin. */
async function buildBrowser(): Promise<void> {
  const browser = {
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    format: 'esm',
    jsx: 'automatic',
    external: BROWSER_PEERS.flatMap((pkg) => [pkg, `${pkg}/*`]),
    logLevel: 'warning',
  } as const;
  await build({
    ...browser,
    entryPoints: [path.join(src, 'standalone.ts')],
    outfile: path.join(dist, 'standalone.js'),
  });
  // The host's surface imports react-router under another name, so as not to consume its own share; a remote's copy
  // imports the package, which the remote shares with the host.
  await build({
    ...browser,
    entryPoints: [path.join(src, 'router.ts')],
    outfile: path.join(dist, 'router.js'),
    alias: { [ROUTER_PACKAGE_ALIAS]: 'react-router' },
  });
  // The loader data hook. Its context is found on the page's global (`loaderDataContext`), so the copy of
  // @mfp/shared/remote bundled here (the workspace's, never published) reads the one the host provides.
  await build({
    ...browser,
    entryPoints: [path.join(src, 'data.ts')],
    outfile: path.join(dist, 'data.js'),
  });
  // The dev build's per-entry script (webpack/createDevConfig.ts) and the standalone page's runtime provider
  // (webpack/federation/externalRuntime.ts), which the factories find beside their bundle.
  const webpackDir = path.join(repoRoot, 'webpack');
  await build({
    ...browser,
    entryPoints: [path.join(webpackDir, 'devRuntime', 'reloadInHostPages.ts')],
    outfile: path.join(dist, 'devRuntime', 'reloadInHostPages.js'),
  });
  await cp(path.join(webpackDir, 'provideRuntimeCore.js'), path.join(dist, 'provideRuntimeCore.js'));
  // The server build's entry (webpack/runtimeFiles.ts, decision 0063), which the factories find beside their bundle too.
  await cp(path.join(webpackDir, 'serverExposes.js'), path.join(dist, 'serverExposes.js'));
}

/**
 * The generator inlines the contract's schemas' types but drops their `import * as z from 'zod'` (it does not carry
 * namespace imports of a library): put it back where `z.` is used. zod is a dependency of the kit for that reason.
 */
export function withZodImport(declarations: string): string {
  const usesZod = /\bz\.[A-Za-z]/.test(declarations);
  const importsZod = /from ['"]zod['"]/.test(declarations);
  return usesZod && !importsZod ? `import * as z from 'zod';\n${declarations}` : declarations;
}

async function buildTypes(): Promise<void> {
  // One entry per call: together they take half as long again as one after the other (measured: 90 s against 58 s).
  for (const entry of TYPED_ENTRIES) {
    const [bundle = ''] = generateDtsBundle([{ filePath: path.join(src, `${entry}.ts`), output: { noBanner: true } }], {
      preferredConfigPath: path.join(kitDir, 'tsconfig.dts.json'),
    });
    const declarations = withZodImport(bundle).replaceAll(ROUTER_PACKAGE_ALIAS, 'react-router');
    await writeFile(path.join(dist, `${entry}.d.ts`), declarations);
  }
}

/** The folder `npm pack` packs: the bundles, the README, and the package.json with generated dependencies. */
async function stagePackage(externals: Set<string>): Promise<void> {
  const readJson = async (file: string) =>
    JSON.parse(await readFile(file, 'utf8')) as Parameters<typeof kitManifest>[0];
  const manifest = kitManifest(
    await readJson(path.join(kitDir, 'package.json')),
    await readJson(path.join(repoRoot, 'package.json')),
    externals,
  );
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  await cp(dist, path.join(stage, 'dist'), { recursive: true });
  await cp(path.join(kitDir, 'README.md'), path.join(stage, 'README.md'));
  await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Builds `kit/dist/` (bundles and type declarations) and stages the package to pack; returns the staged folder. */
export async function buildKit(print: (line: string) => void = console.log): Promise<string> {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  const externals = new Set<string>();
  await buildNode(externals);
  await buildBrowser();
  print(`  bundles written to ${path.relative(repoRoot, dist)}/`);
  await buildTypes();
  print('  type declarations written');
  await stagePackage(externals);
  print(`✓ kit built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stage;
}
