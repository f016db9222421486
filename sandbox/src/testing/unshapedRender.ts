import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { buildRenderBundles } from '../build/buildRenderBundles';

/** What the runtime's `__mfpRender` and `__mfpNext` resolve to (src/isolate/batchReader.ts). */
interface Batch {
  batch: Uint8Array | null;
  more: boolean;
}

interface RuntimeGlobals {
  __mfpLoad(url: string, route: string, apiOrigins: string[]): Promise<string | null>;
  __mfpRender(url: string, route: string, remote: string, data: string | null): Promise<Batch>;
  __mfpNext(): Promise<Batch>;
  __mfpFire(id: number): void;
  __mfpFetchDone(id: number, answer: { ok: false; message: string }): void;
}

/** The host's calls as plain functions: timers fire into the context, logs are dropped, every fetch fails. */
function hostCalls(context: () => RuntimeGlobals) {
  const timers = new Map<number, NodeJS.Timeout>();
  return {
    __mfpHostSetTimer: (id: number, ms: number) => {
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          context().__mfpFire(id);
        }, ms),
      );
    },
    __mfpHostClearTimer: (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
    },
    __mfpHostLog: () => undefined,
    __mfpHostFetch: (id: number) =>
      queueMicrotask(() => context().__mfpFetchDone(id, { ok: false, message: 'no fetch in an unshaped render' })),
  };
}

/**
 * A remote's server render as the render process holds it before `shapeRenderOutput`: the HTML its code produced,
 * hoisted head and markup as React wrote them. The runtime bundle every isolate evaluates and the remote's server
 * script run in a `node:vm` context of the caller, rendered and read batch by batch as `WarmIsolate` does; only the
 * realm differs. For tests that show what a remote's output did to a page before the render process shaped it
 * (issue 40). Contained by nothing and bounded by nothing: only for the project's own fixture remotes.
 */
export async function unshapedRender(code: string, url: string, route: string, remote: string): Promise<string> {
  const { runtimeBundle } = await buildRenderBundles();
  const context = vm.createContext(hostCalls(() => context as unknown as RuntimeGlobals)) as unknown as RuntimeGlobals;
  vm.runInContext(readFileSync(runtimeBundle, 'utf8'), context, { filename: 'mfp-sandbox-runtime.js' });
  vm.runInContext(code, context, { filename: `${remote}/server.js` });
  const decoder = new TextDecoder();
  let output = '';
  // The loader first, as `WarmIsolate` runs it (decision 0093): its fetches fail here, so only a loader without any
  // fetch gives the render its data.
  const data = await context.__mfpLoad(url, route, []);
  for (let answer = await context.__mfpRender(url, route, remote, data); ; answer = await context.__mfpNext()) {
    if (answer.batch) output += decoder.decode(answer.batch, { stream: true });
    if (!answer.more) return output + decoder.decode();
  }
}
