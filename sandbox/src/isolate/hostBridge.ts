/*
 * The isolate's side of the host's capabilities: timers, console and fetch. The host hands in plain functions
 * (isolated-vm Callbacks, arguments copied) and calls back into `__mfpFire` / `__mfpFetchDone` with copies; the remote
 * never holds a host object. The globals the host set are deleted here, so only these wrappers keep them.
 */

/** What the host puts on the isolate's global before the runtime bundle runs, as `__mfpHost<Name>`. */
interface HostCalls {
  setTimer(id: number, ms: number): void;
  clearTimer(id: number): void;
  log(level: string, text: string): void;
  fetch(id: number, url: string, method: string, headers: [string, string][], body: string | null): void;
}

/** What the host hands back for a fetch: a copy of the answer, or why there is none. */
type FetchAnswer =
  | { ok: true; status: number; statusText: string; url: string; headers: [string, string][]; body: Uint8Array }
  | { ok: false; message: string };

const global = globalThis as unknown as Record<string, unknown>;

function takeHost(): HostCalls {
  const take = (name: string) => {
    const call = global[`__mfpHost${name}`];
    delete global[`__mfpHost${name}`];
    return call;
  };
  return {
    setTimer: take('SetTimer'),
    clearTimer: take('ClearTimer'),
    log: take('Log'),
    fetch: take('Fetch'),
  } as HostCalls;
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function installTimers(host: HostCalls): void {
  const timers = new Map<number, () => void>();
  let next = 1;
  global.setTimeout = (callback: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    const id = next++;
    timers.set(id, () => callback(...args));
    host.setTimer(id, Math.max(0, Number(ms) || 0));
    return id;
  };
  global.clearTimeout = (id: number) => {
    if (timers.delete(id)) host.clearTimer(id);
  };
  global.queueMicrotask = (callback: () => void) => void Promise.resolve().then(callback);
  Object.defineProperty(global, '__mfpFire', {
    value: (id: number) => {
      const callback = timers.get(id);
      timers.delete(id);
      callback?.();
    },
  });
}

function installConsole(host: HostCalls): void {
  const write =
    (level: string) =>
    (...values: unknown[]) =>
      host.log(level, values.map(describe).join(' '));
  global.console = { log: write('log'), info: write('info'), warn: write('warn'), error: write('error') };
}

function responseOf(answer: Extract<FetchAnswer, { ok: true }>, decode: (bytes: Uint8Array) => string) {
  const headers = new Map(answer.headers.map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: answer.statusText,
    url: answer.url,
    headers: {
      get: (name: string) => headers.get(name.toLowerCase()) ?? null,
      has: (name: string) => headers.has(name),
    },
    text: async () => decode(answer.body),
    json: async () => JSON.parse(decode(answer.body)) as unknown,
    arrayBuffer: async () => answer.body.slice().buffer,
  };
}

interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function installFetch(host: HostCalls, decode: (bytes: Uint8Array) => string): void {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 1;
  global.fetch = (input: unknown, init: FetchInit = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      const url = typeof input === 'string' ? input : String((input as { href?: string }).href ?? input);
      const headers = Object.entries(init.headers ?? {}).map(([k, v]): [string, string] => [String(k), String(v)]);
      host.fetch(id, url, String(init.method ?? 'GET'), headers, init.body === undefined ? null : String(init.body));
    });
  Object.defineProperty(global, '__mfpFetchDone', {
    value: (id: number, answer: FetchAnswer) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (answer.ok) pending.resolve(responseOf(answer, decode));
      else pending.reject(new TypeError(`fetch failed: ${answer.message}`));
    },
  });
}

/** Replaces the host's raw calls with the realm's timers, console and fetch. */
export function installHostBridge(decode: (bytes: Uint8Array) => string): void {
  const host = takeHost();
  installTimers(host);
  installConsole(host);
  installFetch(host, decode);
}
