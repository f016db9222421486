import type { RenderSandbox } from '../contract/serverRender';
import { renderRequest, serverScript } from '../testing/serverScript';
import { createRenderSandbox } from './createRenderSandbox';

/*
 * The output limit (decision 0084), with the real render process and real isolates: the process counts the HTML as it
 * pulls it out of the isolate, and a render over its `outputBytes` fails and takes its isolate with it.
 */

let sandbox: RenderSandbox;
const logs: object[] = [];

beforeAll(() => {
  sandbox = createRenderSandbox({ poolSize: 2, allowedFetchOrigins: [], log: (line) => logs.push(line) });
});

afterAll(() => sandbox.close());

const LIMIT = 64 * 1024;
/** `<p>` + `size` letters + `</p>`, a render of `size + 7` bytes; counts its renders on the isolate's global. */
const paragraph = (size: number) =>
  serverScript(`function App() {
    globalThis.renders = (globalThis.renders || 0) + 1;
    return h('p', null, 'x'.repeat(${size}), ' render ' + globalThis.renders);
  }`);

it('fails a render of 1 MB over a 64 KB limit, naming the limit and how to raise it, and discards its isolate', async () => {
  const code = paragraph(1024 * 1024);
  const over = await sandbox.render(renderRequest(code, { outputBytes: LIMIT }));
  expect(over).toMatchObject({ status: 'failed', kind: 'server-output-exceeded' });
  expect(over.status === 'failed' && over.message).toMatch(/more than 64 KB of HTML.*SERVER_RENDER_OUTPUT_KB/);
  // The same code within a larger limit: a fresh isolate, whose render count starts again at 1.
  const after = await sandbox.render(renderRequest(code, { outputBytes: 2 * 1024 * 1024 }));
  expect(after).toMatchObject({ status: 'rendered' });
  expect(after.status === 'rendered' && after.html.endsWith('<!-- --> render 1</p>')).toBe(true);
});

it('renders an output just under the limit, and keeps that isolate for the next render', async () => {
  const markup = (renders: number) => `<p>${'x'.repeat(LIMIT - 40)}<!-- --> render ${renders}</p>`;
  const code = paragraph(LIMIT - 40);
  expect(new TextEncoder().encode(markup(1)).byteLength).toBeLessThanOrEqual(LIMIT);
  expect(new TextEncoder().encode(markup(1)).byteLength).toBeGreaterThan(LIMIT - 40);
  expect(await sandbox.render(renderRequest(code, { outputBytes: LIMIT }))).toMatchObject({ html: markup(1) });
  expect(await sandbox.render(renderRequest(code, { outputBytes: LIMIT }))).toMatchObject({ html: markup(2) });
});

it('counts UTF-8 bytes, not characters: 30,000 three-byte characters are over a 64 KB limit', async () => {
  const code = serverScript(`function App() { return h('p', null, '€'.repeat(30000)); }`);
  expect(await sandbox.render(renderRequest(code, { outputBytes: LIMIT }))).toMatchObject({
    kind: 'server-output-exceeded',
  });
  expect(await sandbox.render(renderRequest(code, { outputBytes: 2 * LIMIT }))).toMatchObject({
    html: `<p>${'€'.repeat(30000)}</p>`,
  });
});

it('stops a remote that forges its stream, and fails one that hands back something other than bytes', async () => {
  const forged = (value: string, count: number) => `${paragraph(10)}
  ReadableStream.prototype.getReader = function () {
    var sent = 0;
    return { read: function () { return Promise.resolve(sent++ < ${count} ? { done: false, value: ${value} } : { done: true }); } };
  };`;
  const endless = await sandbox.render(
    renderRequest(forged(`new Uint8Array(${LIMIT}).fill(120)`, 4), { outputBytes: LIMIT }),
  );
  expect(endless).toMatchObject({ kind: 'server-output-exceeded' });
  const notBytes = await sandbox.render(renderRequest(forged('{ byteLength: 9 }', 1), { outputBytes: LIMIT }));
  expect(notBytes).toMatchObject({
    kind: 'server-render-failed',
    message: expect.stringContaining('other than bytes'),
  });
});
