import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * The baseline of the sandbox's figures: the same React, React DOM (edge) and React Router, production builds bundled
 * by esbuild, evaluated in a plain `vm` context of this process with Node's own TextEncoder, ReadableStream and URL,
 * rendering the same script the same way (static router, allReady, chunks decoded here). Contained by nothing.
 */
const ENTRY = `
const React = require('react');
const router = require('react-router');
const { renderToReadableStream } = require('react-dom/server.edge');
globalThis.__mfpShared = { react: React, 'react/jsx-runtime': require('react/jsx-runtime'), 'react-dom': require('react-dom'), 'react-router': router };
globalThis.__render = async (url, route, remote) => {
  const App = globalThis.__mfpServerExposes['./App'].default;
  const h = React.createElement;
  const tree = h(router.StaticRouter, { location: url },
    h(router.Routes, null, h(router.Route, { path: route + '/*', element: h(App, { basePath: route, remoteName: remote }) })));
  const stream = await renderToReadableStream(tree);
  await stream.allReady;
  const chunks = [];
  for (const reader = stream.getReader(); ; ) { const read = await reader.read(); if (read.done) return chunks; chunks.push(read.value); }
};
`;

export type InProcessRender = (url: string, route: string, remote: string) => Promise<string>;

export async function inProcessRenderer(script: string): Promise<InProcessRender> {
  const output = await build({
    stdin: { contents: ENTRY, resolveDir: path.join(repoRoot, 'sandbox'), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-router': path.join(repoRoot, 'node_modules', 'react-router', 'dist', 'production', 'index.js') },
    write: false,
    logLevel: 'silent',
  });
  const context = vm.createContext({
    TextEncoder,
    TextDecoder,
    ReadableStream,
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    console,
  });
  vm.runInContext(output.outputFiles[0]!.text, context);
  vm.runInContext(script, context);
  const render = context.__render as (url: string, route: string, remote: string) => Promise<Uint8Array[]>;
  return async (url, route, remote) => {
    const decoder = new TextDecoder();
    return (
      (await render(url, route, remote)).map((chunk) => decoder.decode(chunk, { stream: true })).join('') +
      decoder.decode()
    );
  };
}
