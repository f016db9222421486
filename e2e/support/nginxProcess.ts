import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const START_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 5_000;

/** $NGINX_PATH, else Debian's /usr/sbin/nginx (not on an ordinary user's PATH), else `nginx` from the PATH. */
export function nginxBinary(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** Where this nginx build looks for dynamic modules, from `nginx -V` (Debian: /usr/lib/nginx/modules). */
export function nginxModulesDir(): string {
  // nginx prints its build settings on stderr.
  const { stdout, stderr } = spawnSync(nginxBinary(), ['-V'], { encoding: 'utf8' });
  return /--modules-path=(\S+)/.exec(`${stdout}${stderr}`)?.[1] ?? '/usr/lib/nginx/modules';
}

/** Characters that would end or escape a value in an nginx config. */
const UNSAFE_IN_CONFIG = /[\s;{}"'$#\\]/;

/**
 * `template` with each `{{NAME}}` outside comment lines replaced by `values[NAME]`; throws on a value nginx would
 * misread (empty, or a space or one of ;{}"'$#\ in it) unless listed in `raw`, or on a placeholder left over.
 */
export function fillNginxTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
  raw: readonly string[] = [],
): string {
  for (const [name, value] of Object.entries(values)) {
    if (raw.includes(name)) continue;
    if (UNSAFE_IN_CONFIG.test(value) || value === '')
      throw new Error(
        `cannot render the nginx config: ${name} "${value}" is empty or holds a space or one of ;{}"'$#\\`,
      );
  }
  // Comment lines are kept as written: the template's header explains the placeholders by name.
  const rendered = template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), line),
    )
    .join('\n');
  const left = /^[^#\n]*(\{\{\w+\}\})/m.exec(rendered);
  if (left) throw new Error(`cannot render the nginx config: ${left[1]} has no value`);
  return rendered;
}

function answersTcp(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${stderr().trim()}`);
    try {
      // Any answer will do: /remotes/ itself is a 404 by design.
      await fetch(`${url}/remotes/`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer ${url} within ${START_TIMEOUT_MS} ms: ${stderr().trim()}`);
}

/** SIGTERM (nginx's fast shutdown, which waits for its workers), then SIGKILL for the whole process group. */
function stop(child: ChildProcess): Promise<void> {
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is gone already.
    }
  };
  return new Promise((resolve) => {
    // No pid: nginx never started, so there is nothing to wait for.
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

/** A running nginx started by `startNginxProcess`. */
export interface NginxProcess {
  /** Holds the rendered config, pid, logs, the cache and temporary files; removed by `close`. */
  prefixDir: string;
  /** Stops nginx and its workers, freeing the port, and removes the prefix. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Runs real nginx on `config` (a complete nginx.conf whose relative paths are inside the prefix), written into a fresh
 * temporary prefix, as an ordinary child process (no daemon, no system files). Resolves once `url` answers. Not
 * covered: stopping nginx if this process is killed (it runs in its own process group, so `kill -- -<pid>` stops it).
 */
export async function startNginxProcess(config: string, url: string): Promise<NginxProcess> {
  const { hostname: host, port } = new URL(url);
  if (await answersTcp(host, Number(port)))
    throw new Error(`cannot start nginx on ${host}:${port}: something already listens there`);
  const prefixDir = mkdtempSync(path.join(tmpdir(), 'mfp-nginx-'));
  // Workers (nobody, under a root master) must reach their temporary folders inside the prefix.
  chmodSync(prefixDir, 0o755);
  writeFileSync(path.join(prefixDir, 'nginx.conf'), config);

  const child = spawn(nginxBinary(), ['-p', prefixDir, '-c', 'nginx.conf', '-e', 'stderr'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) =>
      reject(new Error(`cannot run ${nginxBinary()}: ${error.message}; see scripts/ensure-nginx.sh`)),
    );
  });
  const shutDown = async () => {
    await stop(child);
    rmSync(prefixDir, { recursive: true, force: true });
  };
  try {
    await spawned;
    await waitUntilServing(url, child, () => stderr);
  } catch (error) {
    await shutDown();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return { prefixDir, close: () => (stopped ??= shutDown()) };
}
