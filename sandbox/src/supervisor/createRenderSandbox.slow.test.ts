import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RenderSandbox } from '../contract/serverRender';
import { renderRequest, serverScript } from '../testing/serverScript';
import { createRenderSandbox } from './createRenderSandbox';

/*
 * The sandbox's happy paths, with the real render process and real isolates: scripts written as the server contract
 * describes them, rendered inside the host's router nesting, streamed until Suspense data is in.
 */

let sandbox: RenderSandbox;
let api: Server;
let apiOrigin: string;
const logs: object[] = [];

beforeAll(async () => {
  api = createServer((_request, response) => response.end(JSON.stringify({ name: 'Espresso cup', price: 12 })));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  sandbox = createRenderSandbox({ poolSize: 2, allowedFetchOrigins: [apiOrigin], log: (line) => logs.push(line) });
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => api.close(resolve));
});

it('renders ./App with its props inside the router at the request URL, and logs how the process is contained', async () => {
  const code = serverScript(`function App(props) {
    var location = globalThis.__mfpShared['react-router'].useLocation();
    return h('h1', null, props.remoteName + ' at ' + props.basePath + ': ' + location.pathname + location.search);
  }`);
  const result = await sandbox.render(renderRequest(code, { url: '/catalog/espresso-cup?colour=red' }));
  expect(result).toMatchObject({
    status: 'rendered',
    html: '<h1>catalog at /catalog: /catalog/espresso-cup?colour=red</h1>',
    head: '',
    notFound: false,
  });
  expect(logs).toContainEqual(expect.objectContaining({ event: 'sandbox-started', permission: 'on' }));
});

it('separates the hoisted title and meta from the markup', async () => {
  const code = serverScript(`function App() {
    return h('main', null, h('title', null, 'Espresso cup'), h('meta', { name: 'description', content: 'A cup' }), h('p', null, 'Cup'));
  }`);
  expect(await sandbox.render(renderRequest(code))).toMatchObject({
    status: 'rendered',
    head: '<title>Espresso cup</title><meta name="description" content="A cup">',
    html: '<main><p>Cup</p></main>',
  });
});

it('waits for Suspense data from a timer and from an allowed fetch, and routes console to the log', async () => {
  const code = serverScript(`var product, ready;
  function App() {
    ready = ready || new Promise(function (resolve) { setTimeout(function () { resolve('in stock'); }, 20); });
    product = product || fetch('${'${API}'}/product').then(function (r) { return r.json(); });
    console.log('rendering', 42);
    var data = React.use(product);
    return h('p', null, data.name + ' ' + data.price + ' ' + React.use(ready));
  }`);
  const result = await sandbox.render(renderRequest(code.replace('${API}', apiOrigin)));
  expect(result).toMatchObject({ status: 'rendered', html: '<p>Espresso cup 12 in stock</p>' });
  expect(logs).toContainEqual({
    event: 'sandbox-console',
    level: 'log',
    remote: 'catalog',
    version: '1.0.0',
    text: 'rendering 42',
  });
});

it('says notFound when the remote renders the mfp:status 404 meta', async () => {
  const found = serverScript(`function App() { return h('p', null, 'Cup'); }`);
  const missing = serverScript(
    `function App() { return h('div', null, h('meta', { name: 'mfp:status', content: '404' }), h('p', null, 'No such product')); }`,
  );
  expect(await sandbox.render(renderRequest(found))).toMatchObject({ status: 'rendered', notFound: false });
  expect(await sandbox.render(renderRequest(missing))).toMatchObject({
    status: 'rendered',
    head: '<meta name="mfp:status" content="404">',
    html: '<div><p>No such product</p></div>',
    notFound: true,
  });
});

it('keeps a warm isolate per code: the same codeId renders in the realm it loaded into, another code in its own', async () => {
  const counting = (label: string) =>
    serverScript(`var renders = 0; function App() { renders++; return h('p', null, '${label} ' + renders); }`);
  const first = renderRequest(counting('a'));
  expect(await sandbox.render(first)).toMatchObject({ html: '<p>a 1</p>' });
  expect(await sandbox.render(first)).toMatchObject({ html: '<p>a 2</p>' });
  expect(await sandbox.render(renderRequest(counting('b')))).toMatchObject({ html: '<p>b 1</p>' });
});

it('cuts a render that never resolves at its deadline, and fails a remote that throws or exposes no App', async () => {
  const never = serverScript(`function App() { return h('p', null, React.use(new Promise(function () {}))); }`);
  const throws = serverScript(`function App() { throw new Error('no catalog today'); }`);
  expect(await sandbox.render(renderRequest(never, { deadlineMs: 300 }))).toMatchObject({
    status: 'failed',
    kind: 'server-render-timed-out',
  });
  expect(await sandbox.render(renderRequest(throws))).toMatchObject({
    status: 'failed',
    kind: 'server-render-failed',
    message: 'Error: no catalog today',
  });
  expect(await sandbox.render(renderRequest('globalThis.nothing = 1;'))).toMatchObject({
    status: 'failed',
    kind: 'server-render-failed',
    message: expect.stringContaining('__mfpServerExposes'),
  });
});
