import type { SlotRenderer } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { loaderArgsFor, loaderDataContext, type LoaderFetch } from '@mfp/shared/remote';
import { createContext, createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { loaderOf } from '../data/browserLoaders';
import { hoistedHead } from '../serverRendering/page/hoistedHead';
import { readText } from '../serverRendering/page/readText';
import { createModuleFederationLoader } from './staticRemoteLoader';

export { renderShell } from '../serverRendering/page/renderShell';

const remotes = createModuleFederationLoader();

/**
 * The route's `loader` run in this process with Node's own `fetch`, as an application built in one piece runs its
 * data loading: no sandbox, no deadline, no origin check. The bench's honest limit for a remote's loader (issue 42).
 */
async function loadData(entry: RegistryEntry, Component: object, url: string): Promise<string | undefined> {
  const loader = loaderOf(Component);
  if (!loader) return undefined;
  const apiOrigins = entry.serverRender?.apiOrigins ?? [];
  const data = await loader(loaderArgsFor(url, entry.route, apiOrigins, fetch as unknown as LoaderFetch));
  return JSON.stringify(data);
}

/**
 * The route's remote rendered in-process, for the server-rendered single bundle of `npm run bench` (decision 0067):
 * its `./App` from the bundle, its `loader` run first (decision 0093), in the host's router nesting and awaited until
 * `allReady`, as the sandbox renders a remote's server build (sandbox/src/isolate/installRender.ts), its hoisted
 * `<title>`/`<meta>` split off as the sandbox splits them. A data request (`part: 'data'`, a client navigation) runs
 * the loader alone. Never part of the federated host, which renders remotes in its sandbox.
 */
export const renderSlot: SlotRenderer = async (entry, url, request) => {
  const version = entry.version ?? 'single-bundle';
  const loaded = await remotes.load(entry);
  if (loaded.status !== 'ready') return { status: 'client-only' };
  const data = await loadData(entry, loaded.Component, url);
  if (request?.part === 'data') return { status: 'loaded', version, ...(data !== undefined && { data }) };
  const parsed: unknown = data === undefined ? undefined : JSON.parse(data);
  const app = createElement(
    loaderDataContext(createContext).Provider,
    { value: data === undefined ? undefined : { read: () => parsed } },
    createElement(loaded.Component, { basePath: entry.route, remoteName: entry.name }),
  );
  const tree = createElement(
    StaticRouter,
    { location: url },
    createElement(Routes, null, createElement(Route, { path: `${entry.route}/*`, element: app })),
  );
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(tree, { onError: (error) => void errors.push(error) });
  await stream.allReady;
  if (errors.length > 0) throw errors[0];
  const { head, body } = hoistedHead(await readText(stream));
  return { status: 'rendered', version, html: body, head, notFound: false, ...(data !== undefined && { data }) };
};
