import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CDN_TEMPLATE, renderCdnConfig, type CdnConfigValues } from './renderCdnConfig';

/** Debian's nginx; `.ci/run` installs it for the browser tests. */
export const NGINX_BINARY = '/usr/sbin/nginx';
const START_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 5_000;

export const nginxInstalled = () => existsSync(NGINX_BINARY);

export interface NginxCdn {
  /** `http://<LISTEN>`. */
  url: string;
  close(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${stderr().trim()}`);
    try {
      // Any answer will do: `/` is a 404 by design.
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer ${url} within ${START_TIMEOUT_MS} ms: ${stderr().trim()}`);
}

/** SIGTERM (fast shutdown, which waits for the workers), then SIGKILL for the whole process group. */
function stop(child: ChildProcess): Promise<void> {
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is gone already.
    }
  };
  return new Promise((resolve) => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) {
      killGroup();
      return resolve();
    }
    const kill = setTimeout(killGroup, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      // A worker outliving its master would keep the port.
      killGroup();
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * nginx on `store/nginx/cdn.conf.template`, rendered into a fresh temporary prefix (config, cache, logs), as a child
 * process in its own group. Resolves once it answers.
 */
export async function startNginxCdn(values: Omit<CdnConfigValues, 'CACHE_SIZE'>): Promise<NginxCdn> {
  const url = `http://${values.LISTEN}`;
  const prefixDir = await mkdtemp(path.join(tmpdir(), 'mfp-bench-cdn-'));
  // Workers (nobody, under a root master) must reach the cache and temporary folders inside the prefix.
  await chmod(prefixDir, 0o755);
  const config = renderCdnConfig(await readFile(CDN_TEMPLATE, 'utf8'), { ...values, CACHE_SIZE: '256m' });
  await writeFile(path.join(prefixDir, 'nginx.conf'), config);
  const child = spawn(NGINX_BINARY, ['-p', prefixDir, '-c', 'nginx.conf', '-e', 'stderr'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const shutDown = async () => {
    await stop(child);
    await rm(prefixDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => reject(new Error(`cannot run ${NGINX_BINARY}: ${error.message}`)));
    });
    await waitUntilServing(url, child, () => stderr);
  } catch (error) {
    await shutDown();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return { url, close: () => (stopped ??= shutDown()) };
}
