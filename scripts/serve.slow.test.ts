import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/**
 * `npm run serve` and `npm run serve:store` as real processes (node with tsx as a loader, as npm runs them): each
 * starts its one server from what is on disk, builds nothing, and stops cleanly on SIGTERM.
 */
jest.setTimeout(30_000);

interface Run {
  output: () => string;
  exited: Promise<number | null>;
  stop: () => void;
}

function run(script: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', script)], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', STORE_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => output, exited, stop: () => child.kill('SIGTERM') };
}

/** The URL of the server that said `<Server> ready at <url>`, once it has. */
async function readyUrl(started: Run, server: 'Host' | 'Store'): Promise<string> {
  const ready = new RegExp(`${server} ready at (http://\\S+)`);
  for (let waited = 0; waited < 20_000; waited += 50) {
    const url = ready.exec(started.output())?.[1];
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${server} ready" line; output:\n${started.output()}`);
}

/** The lines a failed start printed, without blank ones. */
const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('npm run serve and npm run serve:store', () => {
  let dir: string;
  const runs: Run[] = [];
  const start = (script: string, env: Record<string, string>) => {
    const started = run(script, env);
    runs.push(started);
    return started;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-serve-'));
    await mkdir(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>built host</title>');
    await mkdir(path.join(dir, 'store', 'remotes', 'catalog', '1.0.0'), { recursive: true });
    await writeFile(path.join(dir, 'store', 'registry.json'), '{"remotes":[]}');
    await writeFile(path.join(dir, 'store', 'remotes', 'catalog', '1.0.0', 'remoteEntry.js'), 'var catalog;');
  });

  afterEach(async () => {
    for (const started of runs.splice(0)) {
      started.stop();
      await started.exited;
    }
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  const env = () => ({ HOST_DIST: path.join(dir, 'dist'), STORE_DIR: path.join(dir, 'store') });

  it('serve: runs the host server alone from the built host, and exits 0 on SIGTERM', async () => {
    const serve = start('serve.ts', env());
    const url = await readyUrl(serve, 'Host');
    const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>built host</title>');
    expect(await (await fetch(`${url}/registry.json`)).json()).toEqual({ remotes: [] });
    expect(serve.output()).not.toMatch(/Store ready|\[\d+\/\d+\]/); // no store server, no build
    serve.stop();
    expect(await serve.exited).toBe(0);
  });

  it('serve: refuses to start without a built host, in one line naming npm run build', async () => {
    const serve = start('serve.ts', { ...env(), HOST_DIST: path.join(dir, 'store') });
    expect(await serve.exited).toBe(1);
    expect(linesOf(serve.output())).toEqual([
      `✗ The host is not built: ${path.join(dir, 'store', 'index.html')} is missing. Run \`npm run build\` first, ` +
        "or point HOST_DIST at the host's build folder.",
    ]);
  });

  it('serve:store: serves the folder store alone, and exits 0 on SIGTERM', async () => {
    const store = start('serveStore.ts', env());
    const url = await readyUrl(store, 'Store');
    const entry = await fetch(`${url}/remotes/catalog/1.0.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var catalog;');
    expect(store.output()).not.toContain('Host ready');
    store.stop();
    expect(await store.exited).toBe(0);
  });

  it('serve:store: refuses files kept in a bucket, in one line naming STORE_FILES_URL and not the bucket', async () => {
    const store = start('serveStore.ts', { ...env(), STORE_FILES_URL: 's3://team-bucket/mfp' });
    expect(await store.exited).toBe(1);
    const lines = linesOf(store.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^✗ STORE_FILES_URL=s3:\/\/… keeps the version files outside a folder, so `npm run serve:store` /,
    );
    expect(lines[0]).not.toContain('team-bucket');
  });
});
