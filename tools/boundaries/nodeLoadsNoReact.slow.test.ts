import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_RENDERER_FILE } from '@mfp/webpack-config';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { rendererTarget } from '../../scripts/lib/buildTargets';
import { ensureBuilt } from '../../scripts/lib/ensureBuilt';

/*
 * Node code never loads React, but for one place (decisions 0064 and 0082): the host's server renderer, built for Node
 * from host/src/serverRendering/page with React's and React Router's production builds compiled in, which
 * `host/server/serverRendering/page/serverRendererModule.ts` requires when the server renders its first page
 * (`loadShellRenderer`), or `dev:remote --ssr` its first standalone page (`loadStandaloneRenderer`, decision 0069).
 * Node code never loads React otherwise: a real child process requires the server's and the scripts' entry points, the store and
 * the webpack factories and configs, and the modules it then holds must include no code from react, react-dom or
 * react-router. Reading their `package.json` is allowed: the webpack factories read the installed versions to declare
 * the shared singletons, which loads no React code.
 */

/** The build's file, which the server's module names by a path of its own: loading it proves the two agree. */
const RENDERER = path.join(repoRoot, 'host', SERVER_RENDERER_FILE);

const REACT_CODE = /[\\/]node_modules[\\/](react|react-dom|react-router)[\\/](?!package\.json$)/;

/** Every non-test TypeScript file of a folder (recursively), relative to the repository root. */
function sourceFiles(folder: string): string[] {
  const absolute = path.join(repoRoot, folder);
  if (!existsSync(absolute)) return [];
  return (
    readdirSync(absolute, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
      // `testing/` holds test support, such as worker scripts that start working as soon as they are loaded.
      .filter((file) => !file.split(path.sep).some((segment) => segment === 'node_modules' || segment === 'testing'))
  );
}

/** Starts a fresh Node, requires `entries` and returns every module path it loaded. */
function modulesLoadedBy(entries: string[]): string[] {
  const child = spawnSync(
    process.execPath,
    ['--require', 'tsx/cjs', path.join(__dirname, 'printLoadedModules.ts'), ...entries],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`requiring ${entries.join(', ')} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as string[];
}

const NODE_ENTRIES = [
  './host/server/index.ts',
  ...sourceFiles('scripts/lib').map((file) => `./${file}`),
  ...sourceFiles('store').map((file) => `./${file}`),
  ...sourceFiles('settings').map((file) => `./${file}`),
  './webpack/index.ts',
  './sandbox/index.ts',
  './host/webpack.config.ts',
  ...readdirSync(path.join(repoRoot, 'remotes'))
    .map((name) => `./remotes/${name}/webpack.config.ts`)
    .filter((file) => existsSync(path.join(repoRoot, file))),
];

/** The one place: a fresh Node that loads the server's renderers, and every module it then holds. */
function modulesLoadedByTheRenderer(): string[] {
  const script =
    "require('./host/server/serverRendering/page/loadShellRenderer.ts').loadShellRenderer();" +
    "require('./host/server/serverRendering/page/loadStandaloneRenderer.ts').loadStandaloneRenderer();" +
    'process.stdout.write(JSON.stringify(Object.keys(require.cache)));';
  const child = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`loading the server renderer failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as string[];
}

describe('Node code', () => {
  it('loads the server, scripts, store and webpack entries without loading any React code', () => {
    const loaded = modulesLoadedBy(NODE_ENTRIES);
    // Not vacuous: the entries themselves, the server framework and webpack were really loaded.
    expect(loaded).toEqual(
      expect.arrayContaining([
        path.join(repoRoot, 'host/server/index.ts'),
        expect.stringContaining(path.join(repoRoot, 'scripts', 'lib', path.sep)),
        path.join(repoRoot, 'webpack/index.ts'),
        expect.stringMatching(/[\\/]node_modules[\\/]fastify[\\/]/),
        expect.stringMatching(/[\\/]node_modules[\\/]webpack[\\/]/),
      ]),
    );
    expect(loaded.filter((file) => REACT_CODE.test(file))).toEqual([]);
  });

  it("loads React in one place: the host's built server renderer, once the server renders a page", async () => {
    // Built as `npm start` builds it, skipped when current (the browser tests' setup builds it too).
    await ensureBuilt(rendererTarget(), 'production', () => undefined);
    const loaded = modulesLoadedByTheRenderer();
    expect(loaded).toContain(RENDERER);
    // Compiled in, production builds: nothing of React's is loaded from node_modules, by path or through tsx.
    expect(loaded.filter((file) => REACT_CODE.test(file))).toEqual([]);
    expect(loaded.filter((file) => file.startsWith(path.join(repoRoot, 'host', 'src')))).toEqual([]);
    const bundle = readFileSync(RENDERER, 'utf8');
    expect(bundle).toContain('Minified React error');
    expect(bundle).not.toMatch(/react-dom-server\.[a-z]+\.development|ENABLE_DEV_WARNINGS = true/);
  }, 180_000);

  it('would be caught loading React: requiring the cart entry shows react in the same check', () => {
    const loaded = modulesLoadedBy(['@mfp/shared/cart']);
    expect(loaded.filter((file) => REACT_CODE.test(file))).toEqual(
      expect.arrayContaining([expect.stringMatching(/[\\/]node_modules[\\/]react[\\/]index\.js$/)]),
    );
  });

  it("would be caught loading react-dom and react-router: requiring the host's standalone entry shows both", () => {
    const loaded = modulesLoadedBy(['@mfp/host/standalone']);
    const reactPackages = new Set(loaded.flatMap((file) => REACT_CODE.exec(file)?.[1] ?? []));
    expect([...reactPackages].sort()).toEqual(['react', 'react-dom', 'react-router']);
  });
});
