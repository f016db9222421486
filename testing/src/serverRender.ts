import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { createContext, createElement, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { Route, Routes, StaticRouter } from 'react-router';
import { loaderDataContext, type RemoteAppProps } from '@mfp/shared/remote';
import { SERVER_BUILD_NAMES, serverManifestSchema } from '@mfp/shared/serverBuild';

/**
 * Builds the server build of the remote in `packageDir` (the kit's `createServerConfig`, as `createRemoteConfig` runs
 * it) into `outDir`, in a process of its own (webpack does not run in jsdom), and returns its script's text, as a
 * deploy would publish it.
 */
export async function buildServerScript(packageDir: string, name: string, outDir: string): Promise<string> {
  const main = path.join(__dirname, 'buildServerScriptMain.ts');
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', main, packageDir, name, outDir], (error, _stdout, stderr) =>
      error ? reject(new Error(`the server build of ${name} failed: ${stderr}`)) : resolve(),
    ),
  );
  const manifest = serverManifestSchema.parse(
    JSON.parse(await readFile(path.join(outDir, SERVER_BUILD_NAMES.manifest), 'utf8')),
  );
  return readFile(path.join(outDir, manifest.entry), 'utf8');
}

/**
 * The loader data context as the realm's global holds it (decision 0093), so that the script's `useLoaderData` reads
 * what a test provides with this realm's `loaderDataContext`, as in the sandbox, where host and remote share a global.
 * Found by value, not named: its key is `loaderDataContext`'s own.
 */
function loaderDataGlobal(): Record<symbol, unknown> {
  const context = loaderDataContext(createContext);
  const realm = globalThis as unknown as Record<symbol, unknown>;
  const key = Object.getOwnPropertySymbols(realm).find((symbol) => realm[symbol] === context);
  return key === undefined ? {} : { [key]: context };
}

/**
 * Evaluates a server script as the contract's realm does (decision 0063): once, in a fresh context holding nothing
 * but `__mfpShared`, the shared singletons at this repository's copies; returns its `./App` component.
 */
export function evaluateServerScript(code: string): ComponentType<RemoteAppProps> {
  const shared = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDom, 'react-router': ReactRouter };
  const context = vm.createContext({ [SERVER_BUILD_NAMES.sharedGlobal]: shared, ...loaderDataGlobal() });
  vm.runInContext(code, context, { filename: 'server-build.js' });
  const exposes = (context as Record<string, unknown>)[SERVER_BUILD_NAMES.exposesGlobal] as
    Record<string, { default: ComponentType<RemoteAppProps> }> | undefined;
  const app = exposes?.['./App']?.default;
  if (typeof app !== 'function') throw new Error('the server script left no ./App component');
  return app;
}

/**
 * `App`'s markup as the host nests it (the contract's Seam A): a static router at `url`, then
 * `<Routes><Route path="<route>/*" element={<App basePath={route} remoteName={name} />} /></Routes>`.
 */
export function renderInHostNesting(App: ComponentType<RemoteAppProps>, route: string, name: string, url: string) {
  const app = createElement(App, { basePath: route, remoteName: name });
  const routes = createElement(Routes, null, createElement(Route, { path: `${route}/*`, element: app }));
  return renderToString(createElement(StaticRouter, { location: url }, routes));
}
