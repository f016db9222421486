import type { SlotRenderer } from '@mfp/shared/page';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { hoistedHead } from '../serverRendering/page/hoistedHead';
import { readText } from '../serverRendering/page/readText';
import { createModuleFederationLoader } from './staticRemoteLoader';

export { renderShell } from '../serverRendering/page/renderShell';

const remotes = createModuleFederationLoader();

/**
 * The route's remote rendered in-process, for the server-rendered single bundle of `npm run bench` (decision 0067):
 * its `./App` from the bundle, in the host's router nesting and awaited until `allReady`, as the sandbox renders a
 * remote's server build (sandbox/src/isolate/installRender.ts), its hoisted `<title>`/`<meta>` split off as the
 * sandbox splits them. Never part of the federated host, which renders remotes in its sandbox.
 */
export const renderSlot: SlotRenderer = async (entry, url) => {
  const version = entry.version ?? 'single-bundle';
  const loaded = await remotes.load(entry);
  if (loaded.status !== 'ready') return { status: 'client-only' };
  const app = createElement(loaded.Component, { basePath: entry.route, remoteName: entry.name });
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
  return { status: 'rendered', version, html: body, head, notFound: false };
};
