/*
 * The render the host calls in each isolate, with copies only: the remote's `./App` inside the host's router nesting
 * (a static router at the request URL, then `<Route path={`${route}/*`}>`, as host/src/shell/ShellRoutes.tsx), streamed
 * with `renderToReadableStream`, awaited until `allReady` so Suspense data is in the HTML. The render resolves to the first
 * batch of the bytes and `__mfpNext` to each next one (`batchReader.ts`), undecoded: decoding there is 1.5–3.6x faster
 * than inside the isolate (docs/decisions/0062-server-render-sandbox.md). The host counts what it takes and stops at
 * the output limit (decision 0084): nothing here is trusted to count, as the remote's code runs in this same realm.
 */

import { loaderDataContext } from '@mfp/shared/remote';
import { batchReader, type Batch } from './batchReader';
import { runLoader } from './runLoader';

type Component = (props: Record<string, unknown>) => unknown;

interface ReactLike {
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
  createContext: Parameters<typeof loaderDataContext>[0];
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
/** The render's stream in this isolate, which `__mfpNext` reads on from; one render at a time runs in an isolate. */
let reading: (() => Promise<Batch>) | undefined;

function exposedModule(): { default?: unknown; loader?: unknown } | undefined {
  const exposes = global.__mfpServerExposes as Record<string, { default?: unknown; loader?: unknown }> | undefined;
  return exposes?.['./App'];
}

function exposedApp(): Component {
  const app = exposedModule()?.default;
  if (typeof app !== 'function') {
    throw new TypeError('the server script left no `globalThis.__mfpServerExposes["./App"].default` component');
  }
  return app as Component;
}

async function render(
  shared: SharedModules,
  toStream: RenderToStream,
  [url, route, remote, data]: [string, string, string, string | null],
) {
  const { createElement } = shared.react;
  const { StaticRouter, Routes, Route } = shared['react-router'];
  // The location is the request's alone here, so every read is of its data; parsed from the text the browser gets.
  const loaded: unknown = data == null ? undefined : JSON.parse(data);
  const app = createElement(
    loaderDataContext(shared.react.createContext).Provider,
    { value: data == null ? undefined : { read: () => loaded } },
    createElement(exposedApp(), { basePath: route, remoteName: remote }),
  );
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
  const next = batchReader(stream.getReader());
  reading = next;
  return next();
}

/**
 * Publishes the shared singletons, `__mfpLoad(url, route, apiOrigins)`, which resolves to the loader's JSON text (null
 * without a loader), `__mfpRender(url, route, remote, data)`, which resolves to the stream's first batch, and
 * `__mfpNext()`, which resolves to the next one while the previous said there is `more`.
 */
export function installRender(shared: SharedModules, toStream: RenderToStream): void {
  global.__mfpShared = shared;
  Object.defineProperty(global, '__mfpLoad', {
    value: (url: string, route: string, apiOrigins: string[]) => runLoader(exposedModule(), url, route, apiOrigins),
  });
  Object.defineProperty(global, '__mfpRender', {
    value: (url: string, route: string, remote: string, data: string | null) =>
      render(shared, toStream, [url, route, remote, data]),
  });
  Object.defineProperty(global, '__mfpNext', {
    value: () => reading?.() ?? Promise.resolve({ batch: null, more: false }),
  });
}
