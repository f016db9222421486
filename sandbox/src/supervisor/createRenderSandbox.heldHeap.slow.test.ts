import type { RenderSandbox } from '../contract/serverRender';
import { renderRequest, serverScript } from '../testing/serverScript';
import { createRenderSandbox } from './createRenderSandbox';

/*
 * Issue 40: an isolate that keeps what it allocated is not kept warm. Each script counts, in its module state, the
 * renders its realm has seen: a realm kept warm counts on, a fresh one starts at 1 again.
 */

let sandbox: RenderSandbox;

beforeAll(() => {
  sandbox = createRenderSandbox({ poolSize: 1, allowedFetchOrigins: [], log: () => undefined });
});

afterAll(() => sandbox.close());

/** A remote whose every render adds `megabytes` to an array on `globalThis`, and shows how many renders it saw. */
const hoarding = (megabytes: number) =>
  serverScript(`var renders = 0;
  globalThis.hoard = globalThis.hoard || [];
  function App() {
    renders += 1;
    globalThis.hoard.push(new Array(${megabytes} * 1024 * 128).fill(renders));
    return h('p', null, 'render ' + renders);
  }`);

const htmlOf = async (code: string) => {
  const result = await sandbox.render(renderRequest(code, { memoryMb: 64, remote: `r${code.length}` }));
  if (result.status === 'rendered') return result.html;
  return result.status === 'failed' ? `failed: ${result.kind}` : result.status;
};

it('keeps an isolate that holds little after its render warm: its module state lives on', async () => {
  const code = hoarding(1);
  expect([await htmlOf(code), await htmlOf(code), await htmlOf(code)]).toEqual([
    '<p>render 1</p>',
    '<p>render 2</p>',
    '<p>render 3</p>',
  ]);
});

it('disposes an isolate holding over half its memory limit after a render: the next render starts afresh', async () => {
  // 40 MB of a 64 MB limit, kept on globalThis: kept warm, the second render would see 2 (or run out of memory).
  const code = hoarding(40);
  expect([await htmlOf(code), await htmlOf(code), await htmlOf(code)]).toEqual([
    '<p>render 1</p>',
    '<p>render 1</p>',
    '<p>render 1</p>',
  ]);
});
