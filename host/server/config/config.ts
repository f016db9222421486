import { statSync } from 'node:fs';
import path from 'node:path';
import { readOrigin } from './configOrigins';
import { digestSecretProblem } from './digestSecretProblem';
import { readOverrideSettings, type OverrideSettings } from './overrideConfig';
import { REPO_ROOT } from './repoRoot';

export interface ServerConfig {
  /** Port of the host server (the one URL users open). `0` asks the OS for a free port, which tests use. */
  port: number;
  /** Port of the store, the CDN-like origin that serves deployed remotes. */
  storePort: number;
  /** Address both servers bind to. */
  host: string;
  /** Built host application: index.html and its scripts. */
  hostDist: string;
  /** Root of the store (STORE_DIR); its layout is the store module's business (@mfp/store, `createFolderStore`). */
  storeDir: string;
  /**
   * The registry document served at `GET /registry.json` (REGISTRY_FILE). Unset, the store keeps it in its own folder;
   * the store also decides where it may be written.
   */
  registryFile: string | undefined;
  /** Public origin of the store, as written into registry entries. No trailing slash. */
  storeOrigin: string;
  /**
   * The only origins remotes may be loaded from: the host page's Content-Security-Policy allows scripts from these,
   * and the browser skips registry entries elsewhere. Defaults to `[storeOrigin]`; when set, it is the whole list.
   */
  allowedRemoteOrigins: string[];
  /** Error reports one client (IP) may send per minute; more are answered 429 and not logged. */
  failureReportsPerMinute: number;
  /** Report lines the server writes per minute across all clients (ERROR_REPORTS_GLOBAL_PER_MINUTE). */
  failureReportsGlobalPerMinute: number;
  /**
   * Key of the digests (DIGEST_SECRET). Unset, the server generates one on first start and keeps it in the store;
   * servers that must agree on digests share one.
   */
  digestSecret: string | undefined;
  /**
   * `?mf-override=` in pages (OVERRIDES, default off): off, or on with the origins overrides may load from, which are
   * `http://localhost:*` and `http://127.0.0.1:*` plus ALLOWED_OVERRIDE_ORIGINS.
   */
  overrides: OverrideSettings;
}

/** A setting the user can fix: its message names the variable, what is wrong and what to set instead. */
export class ServerConfigError extends Error {
  override name = 'ServerConfigError';
}

export type ServerEnv = Readonly<Record<string, string | undefined>>;

export const DEFAULT_PORT = 3000;
export const DEFAULT_STORE_PORT = 3100;
/** `localhost` rather than an IP: fastify then binds every loopback address it resolves to (127.0.0.1 and ::1),
 * so `http://localhost:3000` works whichever family a client tries first, and nothing is exposed to the network. */
export const DEFAULT_BIND_HOST = 'localhost';
/**
 * A page sends at most 20 reports (host/src/boundary/reportFailure.ts), and the browser tests, all from one address,
 * send a few dozen over a run: this leaves room for both while keeping one client from filling the log.
 */
export const DEFAULT_FAILURE_REPORTS_PER_MINUTE = 120;
/**
 * Report lines per minute from all clients together, on top of the per-client limit, which many addresses multiply.
 * Distinct failures are few even in a large outage (repeats of a logged digest are acknowledged without a new line,
 * see reportLogBudget.ts), so this is generous for real use and still bounds a flood: at most ~50 KB a line, 15 MB a
 * minute in the worst case, ~1 MB with reports of ordinary size.
 */
export const DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE = 300;

/** Reads the server settings from the environment; throws an Error that names the variable and the fix. */
export function loadServerConfig(env: ServerEnv = process.env): ServerConfig {
  const port = readPort(env, 'PORT', DEFAULT_PORT);
  const storePort = readPort(env, 'STORE_PORT', DEFAULT_STORE_PORT);
  if (port === storePort && port !== 0) {
    throw new ServerConfigError(
      `PORT and STORE_PORT are both ${port}: the host and the store need separate ports. ` +
        `Set different values, e.g. PORT=${DEFAULT_PORT} STORE_PORT=${DEFAULT_STORE_PORT}.`,
    );
  }
  const storeDir = readPath(env, 'STORE_DIR', path.join(REPO_ROOT, '.store'));
  const defaultStoreOrigin = `http://localhost:${storePort}`;
  const storeOrigin = readOriginSetting(env, 'STORE_ORIGIN', defaultStoreOrigin) ?? defaultStoreOrigin;
  const allowedRemoteOrigins = readOriginList(env, 'ALLOWED_REMOTE_ORIGINS', storeOrigin) ?? [storeOrigin];
  requireStoreOrigin(allowedRemoteOrigins, storeOrigin);
  return {
    port,
    storePort,
    host: readBindHost(env, 'HOST') ?? DEFAULT_BIND_HOST,
    hostDist: readHostDist(env, 'HOST_DIST', path.join(REPO_ROOT, 'host', 'dist')),
    storeDir,
    registryFile: readOptionalPath(env, 'REGISTRY_FILE'),
    storeOrigin,
    allowedRemoteOrigins,
    failureReportsPerMinute: readPositiveCount(env, 'ERROR_REPORTS_PER_MINUTE', DEFAULT_FAILURE_REPORTS_PER_MINUTE),
    failureReportsGlobalPerMinute: readPositiveCount(
      env,
      'ERROR_REPORTS_GLOBAL_PER_MINUTE',
      DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE,
    ),
    digestSecret: readDigestSecret(env, 'DIGEST_SECRET'),
    overrides: readOverrideSettings(
      readText(env, 'OVERRIDES'),
      readText(env, 'ALLOWED_OVERRIDE_ORIGINS'),
      (message) => new ServerConfigError(message),
    ),
  };
}

/**
 * The registry's entries point at the store, so a list without it would have the browser skip every deployed remote,
 * with nothing but console warnings to show for it. Better to refuse to start.
 */
function requireStoreOrigin(allowed: readonly string[], storeOrigin: string): void {
  if (allowed.includes(storeOrigin)) return;
  throw new ServerConfigError(
    `ALLOWED_REMOTE_ORIGINS="${allowed.join(',')}" does not include the store origin ${storeOrigin} ` +
      `(STORE_ORIGIN, or http://localhost:<STORE_PORT> when unset), where the registry points every deployed remote: ` +
      `the browser would skip them all. Add it, e.g. ALLOWED_REMOTE_ORIGINS=${[storeOrigin, ...allowed].join(',')}, ` +
      `set STORE_ORIGIN to one of the listed origins, or unset ALLOWED_REMOTE_ORIGINS to allow only the store.`,
  );
}

/** An empty variable (`PORT= npm start`) means "not set", as shells make it easy to blank one by accident. */
function readText(env: ServerEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: ServerEnv, name: string, fallback: number): number {
  const raw = readText(env, name);
  if (raw === undefined) return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port > 65_535) {
    throw new ServerConfigError(
      `${name}="${raw}" is not a valid port: it must be a whole number from 0 to 65535. ` +
        `Set it to a free port, e.g. ${name}=${fallback}, or unset it to use ${fallback}.`,
    );
  }
  return port;
}

/**
 * A host name or IP address to bind to. Whether it resolves to an address of this machine shows only when the servers
 * listen (startServers.ts says so in the same way); what is plainly not a host, such as a URL, is refused here.
 */
function readBindHost(env: ServerEnv, name: string): string | undefined {
  const raw = readText(env, name);
  if (raw === undefined || /^[\w.:%-]+$/.test(raw)) return raw;
  throw new ServerConfigError(
    `${name}="${raw}" is not a host name or IP address to listen on. Give a name or an address only, without scheme, ` +
      `port or path, e.g. ${name}=localhost, ${name}=127.0.0.1 or ${name}=0.0.0.0 (every interface), ` +
      `or unset it to use ${DEFAULT_BIND_HOST}.`,
  );
}

/** The host's build: a missing folder is fine (pages answer 503 until it is built), a file in its place is a mistake. */
function readHostDist(env: ServerEnv, name: string, fallback: string): string {
  const dir = readPath(env, name, fallback);
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw new ServerConfigError(
      `${name}=${dir} is a file, not a folder. Point it at the host's build folder (the one \`npm run build\` ` +
        `writes), or unset it to use ${fallback}.`,
    );
  }
  return dir;
}

/** The secret is never repeated in a message: messages end up in terminals and logs. */
function readDigestSecret(env: ServerEnv, name: string): string | undefined {
  const raw = readText(env, name);
  if (raw === undefined) return undefined;
  const problem = digestSecretProblem(raw);
  if (problem === undefined) return raw;
  throw new ServerConfigError(
    `${name} ${problem}: a guessable key lets anyone give a made-up failure a real digest. Set it to at least ` +
      `32 random characters, made once and kept with your other secrets (e.g. the output of \`openssl rand -hex 32\`), ` +
      `or unset it to have the server generate one and keep it in the store (STORE_DIR/.secrets/digest.key).`,
  );
}

function readPositiveCount(env: ServerEnv, name: string, fallback: number): number {
  const raw = readText(env, name);
  if (raw === undefined) return fallback;
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new ServerConfigError(
      `${name}="${raw}" is not a whole number of at least 1. Set it to e.g. ${name}=${fallback}, ` +
        `or unset it to use ${fallback}.`,
    );
  }
  return count;
}

/** Relative paths are taken from the current directory, as a user typing them in a shell expects. */
function readOptionalPath(env: ServerEnv, name: string): string | undefined {
  const raw = readText(env, name);
  return raw === undefined ? undefined : path.resolve(raw);
}

function readPath(env: ServerEnv, name: string, fallback: string): string {
  return readOptionalPath(env, name) ?? fallback;
}

/** An origin setting; the message names the variable, the value, what is wrong with it and a value that works. */
function readOriginSetting(env: ServerEnv, name: string, example: string): string | undefined {
  const raw = readText(env, name);
  if (raw === undefined) return undefined;
  const reading = readOrigin(raw);
  if (reading.kind === 'origin') return reading.origin;
  throw new ServerConfigError(
    `${name}=${JSON.stringify(raw)} is not an http(s) origin: it ${reading.problem}. Give scheme, host and optional ` +
      `port only, e.g. ${name}=${example}, or unset it to use ${example}.`,
  );
}

/**
 * A comma-separated list of origins, each checked like a single one; spaces around items and empty items are ignored,
 * repeats are dropped. Set, it is the whole list: nothing is added to it.
 */
function readOriginList(env: ServerEnv, name: string, example: string): string[] | undefined {
  const raw = readText(env, name);
  if (raw === undefined) return undefined;
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const fix =
    'give a comma-separated list of http(s) origins (scheme, host and optional port), ' +
    `e.g. ${name}=${example},https://cdn.example.com, or unset it to allow only ${example}.`;
  if (items.length === 0) throw new ServerConfigError(`${name}=${JSON.stringify(raw)} lists no origin: ${fix}`);
  const origins = items.map((item) => {
    const reading = readOrigin(item);
    if (reading.kind === 'origin') return reading.origin;
    throw new ServerConfigError(
      `${name} contains ${JSON.stringify(item)}, which is not an http(s) origin: it ${reading.problem}. To fix it, ${fix}`,
    );
  });
  return [...new Set(origins)];
}
