import { execFile, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { KIT_STAMP_FILE, kitStampSchema, REMOTE_CONTRACT_VERSION } from '@mfp/shared/deploy';
import rootPackage from '../../package.json';
import { exampleBuildKey, keepExampleBuild } from './builtExample';
import { exampleOutsideWorkspace, type ExampleCopy } from './exampleOutsideWorkspace';

const run = promisify(execFile);

/** Packing (bundles and type declarations), `npm install` from the registry's cache or network, and a webpack build. */
jest.setTimeout(15 * 60_000);

let example: ExampleCopy;
let dir: string;
let dist: string;
const timings: Record<string, number> = {};

async function timed(step: string, command: string, args: string[]) {
  const started = Date.now();
  const result = await run(command, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  timings[step] = Date.now() - started;
  return result;
}

beforeAll(async () => {
  example = await exampleOutsideWorkspace();
  dir = example.dir;
  const key = await exampleBuildKey(dir, example.tarball);
  // Built here every time, since this is the test of the build; the browser specs of the run then copy it.
  await timed('build', 'npm', ['run', 'build']);
  await keepExampleBuild(dir, key);
  dist = path.join(dir, 'dist');
});

afterAll(async () => {
  console.log(
    `example remote outside the workspace: pack ${example?.timings.pack} ms, npm install ` +
      `${example?.timings.install} ms, npm run build ${timings.build} ms`,
  );
  await example?.remove();
});

describe('the example remote, in a repository of its own with the packed kit', () => {
  it('builds dist/ with the manifest, remoteEntry.js and the kit stamp of contract 1, and no source maps', async () => {
    const files = await readdir(dist, { recursive: true });
    expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', KIT_STAMP_FILE]));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const stamp = kitStampSchema.parse(JSON.parse(await readFile(path.join(dist, KIT_STAMP_FILE), 'utf8')));
    expect(stamp).toMatchObject({ kit: '@mfp/remote-kit', contract: REMOTE_CONTRACT_VERSION, bundler: 'webpack' });
    const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      name: string;
      exposes: { name: string }[];
      shared: { name: string; requiredVersion: string }[];
    };
    expect(manifest.name).toBe('reviews');
    expect(manifest.exposes.map((expose) => expose.name)).toEqual(['App']);
    // Whatever patch npm installed today, the remote asks for what the host provides, so the host accepts it.
    const host = rootPackage.dependencies as Record<string, string>;
    const singletons = manifest.shared.filter((share) => host[share.name]);
    expect(singletons.map((share) => share.name)).toEqual(expect.arrayContaining(['react', 'react-router']));
    for (const share of singletons) expect(share.requiredVersion).toBe(host[share.name]);
  });

  it("type-checks against the kit's bundled declarations", async () => {
    await expect(timed('typecheck', 'npm', ['run', 'typecheck'])).resolves.toBeDefined();
  });

  it('answers mfp --help with the commands, and a bad command line with exit 2', async () => {
    const { stdout } = await run('npx', ['mfp', '--help'], { cwd: dir });
    expect(stdout).toMatch(/mfp deploy \[dist\] --remote <name> --server <url>/);
    await expect(
      run('npx', ['mfp', 'deploy'], { cwd: dir, env: { ...process.env, MFP_SERVER: '' } }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--remote <name> is missing/),
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('mfp dev in the example', () => {
  it('serves the standalone page at the route and the manifest, and stops on SIGTERM', async () => {
    const port = await freePort();
    const bin = path.join(dir, 'node_modules', '@mfp', 'remote-kit', 'dist', 'mfp.js');
    const child = spawn(process.execPath, [bin, 'dev', '--port', String(port)], { cwd: dir });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (/manifest: +http\S+\n/.test(output)) resolve();
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', () => reject(new Error(`mfp dev exited:\n${output}`)));
      });
      expect(output).toContain(`standalone page: http://localhost:${port}/reviews`);
      const page = await fetch(`http://localhost:${port}/reviews`);
      expect(await page.text()).toContain('<div id="root"></div>');
      const manifest = (await (await fetch(`http://localhost:${port}/mf-manifest.json`)).json()) as { name: string };
      expect(manifest.name).toBe('reviews');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
