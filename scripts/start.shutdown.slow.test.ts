import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/**
 * `npm start` as a user runs it, a real process tree (npm, then the server), stopped by a signal to the process the
 * user started, as a service manager, `kill <pid>` or a terminal's Ctrl-C would. Ports 0: the OS picks free ones, so
 * this runs beside anything else. When the bundles are stale, `npm start` builds them first, which takes minutes.
 */
jest.setTimeout(10 * 60_000);

const READY_TIMEOUT_MS = 8 * 60_000;
const FREED_WITHIN_MS = 5_000;

interface Started {
  npm: ChildProcess;
  output: () => string;
  hostPort: number;
  storePort: number;
  productsApiPort: number;
  exited: Promise<void>;
}

async function startNpm(storeDir: string): Promise<Started> {
  // Its own process group, as a shell gives a command it starts: a terminal's Ctrl-C goes to the whole group.
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, PORT: '0', STORE_PORT: '0', PRODUCTS_API_PORT: '0', STORE_DIR: storeDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const ready = ['Host', 'Store', 'Products API'].map((server) => new RegExp(`${server} ready at .*:(\\d+)`));
  while (!ready.every((line) => line.test(output))) {
    if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const portOf = (server: string) => Number(new RegExp(`${server} ready at .*:(\\d+)`).exec(output)?.[1]);
  return {
    npm,
    output: () => output,
    hostPort: portOf('Host'),
    storePort: portOf('Store'),
    productsApiPort: portOf('Products API'),
    exited,
  };
}

/** Every process below `pid`, from /proc: the tree the user started, which must be gone after the signal. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may contain spaces and parentheses; the parent pid is the second field after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Still running: present in /proc and not a zombie waiting for its parent to collect it. */
function isRunning(pid: number): boolean {
  const statFile = `/proc/${pid}/stat`;
  if (!existsSync(statFile)) return false;
  try {
    const stat = readFileSync(statFile, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(condition: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = Date.now() + FREED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe('npm start, stopped by a signal', () => {
  let storeDir: string;
  let started: Started | undefined;
  let tree: number[] = [];

  beforeAll(async () => {
    storeDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'mfp-shutdown-')), 'store');
  });
  // A failed test must not leave its servers behind: whatever is left of the tree it started is killed, by pid.
  afterEach(() => {
    for (const pid of [started?.npm.pid, ...tree]) {
      if (pid !== undefined && isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
    started = undefined;
    tree = [];
  });
  afterAll(() => rm(path.dirname(storeDir), { recursive: true, force: true }));

  it.each<[string, NodeJS.Signals, 'process' | 'group']>([
    ['SIGTERM to the npm process (kill <pid>, a service manager)', 'SIGTERM', 'process'],
    ['SIGINT to the npm process', 'SIGINT', 'process'],
    ['Ctrl-C in a terminal (SIGINT to the whole process group, which npm also forwards)', 'SIGINT', 'group'],
  ])('%s frees every port and leaves no process behind', async (_how, signal, target) => {
    started = await startNpm(storeDir);
    const { npm, hostPort, storePort, productsApiPort } = started;
    const ports = [hostPort, storePort, productsApiPort];
    const npmPid = npm.pid!;
    tree = descendants(npmPid);
    expect(tree.length).toBeGreaterThan(0);
    for (const port of ports) expect(await accepts(port)).toBe(true);

    process.kill(target === 'group' ? -npmPid : npmPid, signal);

    expect(await waitUntil(async () => (await Promise.all(ports.map(accepts))).every((open) => !open))).toBe(true);
    await started.exited;
    expect(await waitUntil(() => tree.every((pid) => !isRunning(pid)))).toBe(true);
    expect(started.output()).toContain(`${signal} received, closing the servers`);
    expect(started.output()).not.toMatch(/did not close|Could not close/);
  });
});
