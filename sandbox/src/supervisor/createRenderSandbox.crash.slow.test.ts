import { readdirSync, readFileSync } from 'node:fs';
import type { RenderSandbox } from '../contract/serverRender';
import { renderRequest, serverScript } from '../testing/serverScript';
import { createRenderSandbox } from './createRenderSandbox';

/*
 * The render process dying (a V8 bug, the kernel's OOM killer) fails the renders in it and no others, and the next
 * render starts a new one. It is killed here from outside, as the kernel would.
 */

let sandbox: RenderSandbox;
const logs: { event?: string }[] = [];

/**
 * This process's live render processes (`unshare` execs Node in place, keeping the pid). A jest worker may hold ones
 * other test files closed, not yet reaped: only running ones whose command is the render process count.
 */
function renderProcesses(): number[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return children.filter((pid) => {
    try {
      const state = /^State:\s+(\S)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return state !== 'Z' && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('renderProcess.js');
    } catch {
      return false;
    }
  });
}

beforeAll(() => {
  sandbox = createRenderSandbox({ poolSize: 2, allowedFetchOrigins: [], log: (line) => logs.push(line) });
});

afterAll(() => sandbox.close());

it('fails the render in a process that dies as sandbox-crashed, then renders in a new process', async () => {
  const fine = serverScript(`function App() { return h('p', null, 'fine'); }`);
  const slow = serverScript(`function App() {
    return h('p', null, React.use(new Promise(function (resolve) { setTimeout(resolve, 1500); })));
  }`);
  const before = renderProcesses();
  expect(await sandbox.render(renderRequest(fine))).toMatchObject({ status: 'rendered' });
  const started = renderProcesses().filter((pid) => !before.includes(pid));
  expect(started).toHaveLength(1);
  const first = started[0]!;
  const pending = sandbox.render(renderRequest(slow, { deadlineMs: 3000 }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.kill(first, 'SIGKILL');
  expect(await pending).toMatchObject({ status: 'failed', kind: 'sandbox-crashed' });
  expect(logs).toContainEqual(expect.objectContaining({ event: 'sandbox-exited', how: 'SIGKILL' }));
  expect(await sandbox.render(renderRequest(fine))).toMatchObject({ status: 'rendered', html: '<p>fine</p>' });
  expect(renderProcesses()).not.toContain(first);
});
