import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { RenderSandbox } from '../contract/serverRender';
import { hostileAttempts, SECRET_NAME } from '../testing/hostileAttempts';
import { renderRequest, serverScript } from '../testing/serverScript';
import { createRenderSandbox } from './createRenderSandbox';

/*
 * Hostile remotes (issue 32): each tries a capability while it renders, fails with its kind, and leaves no evidence
 * that it got it. Where it is cheap, the same script runs in a plain `vm` context first and does get it there, so every
 * "not obtained" below is an assertion that can fail.
 */

const SECRET = 'do-not-leak-7f3a';
let sandbox: RenderSandbox;
let folder: string;
let http: Server;
let httpRequests = 0;
let tcp: TcpServer;
let tcpConnections = 0;
const logs: object[] = [];

/**
 * Renders a hostile script's App in a plain `vm` context, with a shared "React" handed from the host's realm (as Node's
 * docs warn); its createElement returns the element's text, so what the App read comes back.
 */
function inPlainVm(code: string): unknown {
  const createElement = (_type: unknown, _props: unknown, text?: unknown) => text ?? null;
  const context = { __mfpShared: { react: { createElement } } } as Record<string, unknown>;
  vm.runInNewContext(code, context);
  const app = (context.__mfpServerExposes as Record<string, { default: () => unknown }>)['./App']!.default;
  return vm.runInNewContext('app()', { app });
}

const port = (server: Server | TcpServer) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  process.env[SECRET_NAME] = SECRET;
  folder = mkdtempSync(path.join(tmpdir(), 'mfp-hostile-'));
  http = createHttpServer((_request, response) => {
    httpRequests++;
    response.end('secret data');
  });
  tcp = createTcpServer((socket) => {
    tcpConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  sandbox = createRenderSandbox({ poolSize: 2, allowedFetchOrigins: [], log: (line) => logs.push(line) });
});

afterAll(async () => {
  delete process.env[SECRET_NAME];
  await sandbox.close();
  await new Promise((resolve) => http.close(resolve));
  await new Promise((resolve) => tcp.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

const refused = { status: 'failed', kind: 'sandbox-refusal' };

it('cannot read the host environment: the secret is in no result and no log line', async () => {
  const code = serverScript(hostileAttempts.readEnv);
  expect(inPlainVm(code)).toBe(SECRET);
  const result = await sandbox.render(renderRequest(code));
  expect(result).toMatchObject(refused);
  expect(JSON.stringify([result, logs])).not.toContain(SECRET);
});

it('cannot read a file', async () => {
  const code = serverScript(hostileAttempts.readFile('/etc/hostname'));
  expect(inPlainVm(code)).toBe(readFileSync('/etc/hostname', 'utf8'));
  expect(await sandbox.render(renderRequest(code))).toMatchObject(refused);
});

it.each([
  ['write a file', hostileAttempts.writeFile],
  ['spawn a process', hostileAttempts.spawn],
  ["escape through its own object's constructor", hostileAttempts.objectConstructorEscape],
  ["escape through the shared React's prototype chain", hostileAttempts.sharedReactEscape],
])('cannot %s: the file it would leave does not exist', async (what, attempt) => {
  const control = path.join(folder, `control-${what.replace(/\W+/g, '-')}`);
  const marker = path.join(folder, `marker-${what.replace(/\W+/g, '-')}`);
  // The constructor escape stays inside a new context's own realm; in the host's realm (Modern.js's runInThisContext) it works.
  if (attempt === hostileAttempts.objectConstructorEscape) {
    vm.runInThisContext(`(function (h) { ${attempt(control)}; App(); })`)(() => null);
  } else inPlainVm(serverScript(attempt(control)));
  expect(existsSync(control)).toBe(true);
  expect(await sandbox.render(renderRequest(serverScript(attempt(marker))))).toMatchObject(refused);
  expect(existsSync(marker)).toBe(false);
});

it('cannot fetch a disallowed origin, even catching the refusal: the server sees no request', async () => {
  const url = `http://127.0.0.1:${port(http)}/steal`;
  await vm.runInThisContext(`fetch(${JSON.stringify(url)}).then(function (r) { return r.text(); })`);
  expect(httpRequests).toBe(1);
  const result = await sandbox.render(renderRequest(serverScript(hostileAttempts.fetchDisallowed(url))));
  expect(result).toMatchObject({ ...refused, message: expect.stringContaining('nor in SERVER_RENDER_FETCH_ORIGINS') });
  expect(httpRequests).toBe(1);
});

it('cannot open a socket: the server sees no connection', async () => {
  inPlainVm(serverScript(hostileAttempts.openSocket(port(tcp))));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(tcpConnections).toBe(1);
  expect(await sandbox.render(renderRequest(serverScript(hostileAttempts.openSocket(port(tcp)))))).toMatchObject(
    refused,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(tcpConnections).toBe(1);
});

it.each([
  ['synchronously', hostileAttempts.loopSync],
  ['in an async continuation', hostileAttempts.loopInContinuation],
])('is cut at its deadline when it loops forever %s, while another remote’s render completes', async (_how, loop) => {
  const good = serverScript(`function App() {
    var ready = new Promise(function (resolve) { setTimeout(function () { resolve('fine'); }, 50); });
    return h('p', null, React.use(ready));
  }`);
  const later = <T>(render: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, 100)).then(render);
  const [looping, fine, sameRemote] = await Promise.all([
    sandbox.render(renderRequest(serverScript(loop), { deadlineMs: 1500 })),
    // Started while the loop runs; its own deadline is shorter than the loop's.
    later(() =>
      sandbox.render(renderRequest(good, { remote: 'cart', route: '/cart', url: '/cart', deadlineMs: 1000 })),
    ),
    // The looping remote's own next page waits for its one place (of two) no longer than its deadline.
    later(() => sandbox.render(renderRequest(good, { deadlineMs: 300 }))),
  ]);
  expect(looping).toMatchObject({ status: 'failed', kind: 'server-render-timed-out' });
  expect(fine).toMatchObject({ status: 'rendered', html: '<p>fine</p>' });
  expect(sameRemote).toMatchObject({ status: 'failed', kind: 'sandbox-busy' });
});

it('is disposed when it allocates without bound, and the next render works', async () => {
  const result = await sandbox.render(renderRequest(serverScript(hostileAttempts.allocateForever), { memoryMb: 32 }));
  expect(result).toMatchObject({ status: 'failed', kind: 'server-memory-exceeded' });
  const after = await sandbox.render(renderRequest(serverScript(`function App() { return h('p', null, 'after'); }`)));
  expect(after).toMatchObject({ status: 'rendered', html: '<p>after</p>' });
});
