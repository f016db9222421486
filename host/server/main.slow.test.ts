import { spawn, type ChildProcess } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { makeTempDir, writeFiles } from './testing/fixtures';

/**
 * The real process, as `npm start` runs it: plain node through tsx (so no jest stubs), real ports, real signals.
 * Slow-ish (a tsx start per test), so it covers only what nothing else can: start-up lines, shutdown and exit codes.
 */
jest.setTimeout(20_000);

const MAIN = path.join(__dirname, 'main.ts');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/**
 * Node itself with tsx as a loader, not the tsx wrapper: the wrapper would start the server as a grandchild, which a
 * kill of the child leaves running, holding its ports, when a test fails.
 */
function runMain(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // Never spawned (no such binary): there is no process to wait for or to kill.
    child.once('error', () => resolve(null));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitFor(predicate: () => boolean, what: string, run: Run): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}; stderr: ${run.stderr()}`);
}

describe('main.ts', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let run: Run | undefined;

  beforeAll(async () => ({ dir, remove } = await makeTempDir('main')));
  // Whatever the test did, its server is gone, and its ports free, before the next test starts.
  afterEach(async () => {
    const current = run;
    run = undefined;
    if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
    current.child.kill('SIGKILL');
    await current.exited;
  });
  afterAll(() => remove());

  it('prints one ready line per server, logs JSON to stdout, and exits 0 on SIGTERM', async () => {
    run = runMain({ PORT: '0', STORE_PORT: '0', HOST_DIST: path.join(dir, 'dist'), STORE_DIR: dir });
    const current = run;
    await waitFor(
      () => /Store ready at/.test(current.stderr()) && /Host ready at/.test(current.stderr()),
      'ready lines',
      current,
    );
    const hostUrl = /Host ready at (http:\/\/localhost:\d+)/.exec(current.stderr())?.[1];
    expect((await fetch(`${hostUrl}/healthz`)).status).toBe(200);

    current.child.kill('SIGTERM');
    expect(await current.exited).toBe(0);
    const logLines = current.stdout().split('\n').filter(Boolean);
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('exits 1 with one line naming the taken port and the variable to change', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, 'localhost', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      run = runMain({ PORT: String(port), STORE_PORT: '0', HOST_DIST: dir, STORE_DIR: dir, HOST: 'localhost' });
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain(`Port ${port} (host server) is already in use`);
      expect(run.stderr()).toMatch(/PORT=\d+ npm start/);
      expect(run.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('exits 1 with one line naming HOST and the fix when HOST does not resolve', async () => {
    run = runMain({ PORT: '0', STORE_PORT: '0', HOST_DIST: dir, STORE_DIR: dir, HOST: 'no-such-host.invalid' });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toMatch(
      /^HOST="no-such-host\.invalid" does not resolve to an address \(\w+\).*HOST=localhost/,
    );
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits 1 with one line when the store cannot keep the digest secret, naming the file and the fix', async () => {
    const storeDir = path.join(dir, 'exposed-secret');
    await writeFiles(storeDir, { '.secrets/digest.key': `${'ab'.repeat(32)}\n` });
    await chmod(path.join(storeDir, '.secrets', 'digest.key'), 0o644);
    run = runMain({ PORT: '0', STORE_PORT: '0', HOST_DIST: dir, STORE_DIR: storeDir });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toMatch(/^\S+digest\.key can be read by other users \(mode 644\).*chmod 600/);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits 1 with the config error, without a stack, for a bad PORT', async () => {
    run = runMain({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toMatch(/^PORT="abc" is not a valid port: .*$/);
  });
});
