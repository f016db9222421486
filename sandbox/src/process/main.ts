/*
 * The render process: started by the supervisor (src/supervisor/renderProcess.ts) with an empty environment, under
 * Node's permission model and, where it can, without a network; bundled by esbuild into the project's cache. It holds
 * the isolate pool and answers renders over IPC. isolated-vm is loaded by the path the supervisor gives, from
 * sandbox/runtime (docs/decisions/0062-server-render-sandbox.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ProcessBridge } from './isolateCalls';
import type { IsolatedVm } from './isolatedVm';
import { IsolatePool } from './isolatePool';
import { WarmIsolate } from './warmIsolate';
import type { FetchAnswer, FromRenderProcess, RenderProcessConfig, ToRenderProcess } from './messages';

const config = JSON.parse(process.argv[2] ?? '{}') as RenderProcessConfig;
const ivm = createRequire(config.isolatedVm)(config.isolatedVm) as IsolatedVm;

function send(message: FromRenderProcess): void {
  process.send?.(message);
}

const fetches = new Map<number, (answer: FetchAnswer) => void>();
let nextFetch = 1;
const bridge: ProcessBridge = {
  log: (line) => send({ type: 'log', line }),
  fetch: (ask) =>
    new Promise((resolve) => {
      const fetchId = nextFetch++;
      fetches.set(fetchId, resolve);
      send({ type: 'fetch', fetchId, ...ask });
    }),
};

const runtime = { code: readFileSync(config.runtimeBundle, 'utf8') };
const pool = new IsolatePool((memoryMb) => new WarmIsolate(ivm, runtime, bridge, memoryMb), config.maxIdleIsolates);

process.on('message', (message: ToRenderProcess) => {
  if (message.type === 'fetch-answer') {
    fetches.get(message.fetchId)?.(message.answer);
    fetches.delete(message.fetchId);
    return;
  }
  void pool.render(message.request).then((result) => send({ type: 'result', id: message.id, result }));
});
// The supervisor going away (its IPC channel closing) ends this process: no orphaned render processes.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', node: process.version, isolatedVm: config.isolatedVm });
