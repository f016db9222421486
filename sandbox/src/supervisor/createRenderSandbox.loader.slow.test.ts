import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RenderSandbox } from '../contract/serverRender';
import { renderRequest, serverScript } from '../testing/serverScript';
import { createRenderSandbox } from './createRenderSandbox';

/*
 * A remote's loader (decision 0093) in the real render process: run before the render with the remote's own API
 * origins, its result handed to the render and returned as JSON text, each way it fails told apart.
 */

let sandbox: RenderSandbox;
const apis: Server[] = [];
let catalogApi: string;
let otherApi: string;
let closedOrigin: string;
const asked: string[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  apis.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An App that shows what `useLoaderData` would read: the context the runtime provides. */
const SHOW_DATA = `function App() {
  var context = globalThis[Symbol.for('@mfp/loader-data')];
  var source = React.useContext(context);
  return h('p', null, JSON.stringify(source.read('/catalog/p-1')));
}`;

beforeAll(async () => {
  catalogApi = await listen((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/slow') return; // never answers: the loader outlives its deadline
    response.statusCode = request.url === '/missing' ? 500 : 200;
    response.end(JSON.stringify({ id: request.url, name: 'Espresso </script> cup' }));
  });
  otherApi = await listen((_request, response) => response.end('{"secret":true}'));
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  sandbox = createRenderSandbox({ poolSize: 2, allowedFetchOrigins: [], log: () => {} });
});

afterAll(async () => {
  await sandbox.close();
  await Promise.all(apis.map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  asked.length = 0;
});

const withLoader = (loader: string, app = SHOW_DATA) => serverScript(`${loader}\n${app}`);

it('runs the loader with the URL split and the API origins, makes the same GET once, and renders from its JSON', async () => {
  const code = withLoader(`async function loader(args) {
    var url = args.apiOrigins[0] + '/products' + args.path;
    var first = await args.fetch(url).then(function (r) { return r.json(); });
    var again = await args.fetch(url).then(function (r) { return r.json(); });
    return { product: first, same: first.id === again.id, query: args.query, url: args.url };
  }`);
  const result = await sandbox.render(
    renderRequest(code, { url: '/catalog/p-1?colour=red&colour=blue', fetchOrigins: [catalogApi] }),
  );
  const data = { product: { id: '/products/p-1', name: 'Espresso </script> cup' }, same: true };
  expect(result).toMatchObject({ status: 'rendered' });
  if (result.status !== 'rendered') return;
  expect(JSON.parse(result.data ?? 'null')).toEqual({
    ...data,
    query: { colour: 'red' },
    url: '/catalog/p-1?colour=red&colour=blue',
  });
  expect(result.html).toContain('Espresso &lt;/script&gt; cup');
  expect(asked).toEqual(['/products/p-1']);
});

it('answers the data alone for a client navigation, without rendering', async () => {
  const code = withLoader(
    `function loader() { return { page: 2 }; }`,
    `function App() { throw new Error('rendered when only the data was asked for'); }`,
  );
  expect(await sandbox.render(renderRequest(code, { part: 'data' }))).toMatchObject({
    status: 'loaded',
    data: '{"page":2}',
  });
});

it('returns no data for a module without a loader', async () => {
  const result = await sandbox.render(renderRequest(serverScript(`function App() { return h('p', null, 'x'); }`)));
  expect(result).toMatchObject({ status: 'rendered', html: '<p>x</p>' });
  expect(result).not.toHaveProperty('data');
});

it("refuses an origin that is not the remote's own, even while another remote that has it renders", async () => {
  const other = withLoader(
    `async function loader() { await new Promise(function (r) { setTimeout(r, 300); }); return 1; }`,
  );
  const thief = withLoader(
    `function loader(args) { return args.fetch('${otherApi}/secret').then(function (r) { return r.json(); }); }`,
  );
  const [stolen] = await Promise.all([
    sandbox.render(renderRequest(thief, { fetchOrigins: [catalogApi] })),
    sandbox.render(
      renderRequest(other, { remote: 'reviews', route: '/reviews', url: '/reviews', fetchOrigins: [otherApi] }),
    ),
  ]);
  expect(stolen).toMatchObject({ status: 'failed', kind: 'sandbox-refusal' });
});

it.each([
  ['an API answering 500', `/missing`, 'server-data-status', /answered 500 to http:\/\/127\.0\.0\.1:\d+\/missing/],
  ['an API that does not answer', 'CLOSED', 'server-data-unreachable', /did not answer/],
  ['a loader that throws', undefined, 'server-data-failed', /its loader failed: Error: no such page/],
  ['an API slower than the deadline', '/slow', 'server-data-timed-out', /had not settled within its \d+ ms deadline/],
])('names %s', async (_case, path, kind, message) => {
  const target = path === 'CLOSED' ? `'${closedOrigin}/x'` : `args.apiOrigins[0] + '${path ?? ''}'`;
  const code = withLoader(
    path === undefined
      ? `function loader() { throw new Error('no such page'); }`
      : `async function loader(args) {
          var answer = await args.fetch(${target});
          if (!answer.ok) throw new Error('the API said ' + answer.status);
          return answer.json();
        }`,
  );
  const origins = path === 'CLOSED' ? [closedOrigin] : [catalogApi];
  // A deadline a cold isolate meets on a busy machine: only the hung API reaches it.
  const result = await sandbox.render(renderRequest(code, { fetchOrigins: origins, deadlineMs: 3_000 }));
  expect(result).toMatchObject({ status: 'failed', kind, message: expect.stringMatching(message) });
});

describe('a hostile loader is contained as a render is', () => {
  it('stops data over the output limit, counted before any HTML', async () => {
    const code = withLoader(`function loader() { return 'x'.repeat(64 * 1024); }`);
    const result = await sandbox.render(renderRequest(code, { outputBytes: 16 * 1024 }));
    expect(result).toMatchObject({ status: 'failed', kind: 'server-output-exceeded' });
  });

  it('disposes a loader that takes more memory than its limit', async () => {
    const code = withLoader(`function loader() {
      var hoard = [];
      for (;;) hoard.push(new Array(1e6).fill(hoard.length));
    }`);
    const result = await sandbox.render(renderRequest(code, { memoryMb: 32, deadlineMs: 5000 }));
    expect(result).toMatchObject({ status: 'failed', kind: 'server-memory-exceeded' });
  });

  it('cuts a loader that loops at its deadline', async () => {
    const code = withLoader(`function loader() { for (;;) {} }`);
    const result = await sandbox.render(renderRequest(code, { deadlineMs: 1_000 }));
    expect(result).toMatchObject({ status: 'failed', kind: 'server-data-timed-out' });
  });
});
