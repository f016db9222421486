/*
 * The render the host calls in each isolate, with copies only: the remote's `./App` inside the host's router nesting
 * (a static router at the request URL, then `<Route path={`${route}/*`}>`, as host/src/shell/ShellRoutes.tsx), streamed
 * with `renderToReadableStream`, awaited until `allReady` so Suspense data is in the HTML. The render resolves to a
 * `next()` the host calls for the bytes, one batch at a time, undecoded: decoding there is 1.5–3.6x faster than inside
 * the isolate (docs/decisions/0062-server-render-sandbox.md). The host counts what it takes and stops at the output
 * limit (decision 0084): nothing here is trusted to count, as the remote's code runs in this same realm.
 */

type Component = (props: Record<string, unknown>) => unknown;

interface ReactLike {
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
}

interface RouterLike {
  StaticRouter: unknown;
  Routes: unknown;
  Route: unknown;
}

interface RenderStream {
  allReady: Promise<void>;
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> };
}

export type RenderToStream = (element: unknown, options: { onError(error: unknown): void }) => Promise<RenderStream>;

export interface SharedModules {
  react: ReactLike;
  'react/jsx-runtime': unknown;
  'react-dom': unknown;
  'react-router': RouterLike;
}

const global = globalThis as unknown as Record<string, unknown>;

function exposedApp(): Component {
  const exposes = global.__mfpServerExposes as Record<string, { default?: unknown }> | undefined;
  const app = exposes?.['./App']?.default;
  if (typeof app !== 'function') {
    throw new TypeError('the server script left no `globalThis.__mfpServerExposes["./App"].default` component');
  }
  return app as Component;
}

async function render(shared: SharedModules, toStream: RenderToStream, url: string, route: string, remote: string) {
  const { createElement } = shared.react;
  const { StaticRouter, Routes, Route } = shared['react-router'];
  const app = createElement(exposedApp(), { basePath: route, remoteName: remote });
  const tree = createElement(
    StaticRouter,
    { location: url },
    createElement(Routes, null, createElement(Route, { path: `${route}/*`, element: app })),
  );
  const errors: unknown[] = [];
  const stream = await toStream(tree, { onError: (error) => void errors.push(error) });
  await stream.allReady;
  // An error inside a Suspense boundary would leave a client-rendered hole: on the server that is a failed render.
  if (errors.length > 0) throw errors[0];
  return reader(stream.getReader());
}

/**
 * Batches of at most BATCH_BYTES (React writes chunks of a few KB): a call into the isolate per batch, not per chunk.
 * A larger chunk goes alone, uncopied, so a big render does not need twice its size here. The host bounds what it takes
 * whatever the batch, so this is only the honest case's speed.
 */
const BATCH_BYTES = 64 * 1024;

/** The stream's bytes as the host pulls them: `next()` resolves to the next batch, or null once the stream is done. */
function reader(source: ReturnType<RenderStream['getReader']>): () => Promise<Uint8Array | null> {
  let done = false;
  let held: Uint8Array | undefined;
  const chunk = async (): Promise<Uint8Array | undefined> => {
    while (!done) {
      const read = await source.read();
      if (read.done) done = true;
      else if (read.value && read.value.byteLength > 0) return read.value;
    }
    return undefined;
  };
  return async () => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let next = held ?? (await chunk()); next !== undefined; next = await chunk()) {
      held = undefined;
      if (size > 0 && size + next.byteLength > BATCH_BYTES) {
        held = next;
        break;
      }
      chunks.push(next);
      size += next.byteLength;
      if (size >= BATCH_BYTES) break;
    }
    if (chunks.length <= 1) return chunks[0] ?? null;
    const batch = new Uint8Array(size);
    let at = 0;
    for (const part of chunks) {
      batch.set(part, at);
      at += part.byteLength;
    }
    return batch;
  };
}

/** Publishes the shared singletons and `__mfpRender(url, route, remote)`, which resolves to the stream's `next()`. */
export function installRender(shared: SharedModules, toStream: RenderToStream): void {
  global.__mfpShared = shared;
  Object.defineProperty(global, '__mfpRender', {
    value: (url: string, route: string, remote: string) => render(shared, toStream, url, route, remote),
  });
}
