import path from 'node:path';
import vm from 'node:vm';
import { buildSync } from 'esbuild';

/*
 * React's server renderer for tests of what the render process does with its output. Node code never loads React
 * (tools/boundaries): as in the sandbox, esbuild bundles React and React DOM's edge server and they run in a `vm`
 * context, with the tree written as JavaScript that may use `h` (createElement), `Suspense` and `Fragment`.
 */
const ENTRY = `
const React = require('react');
const { renderToString } = require('react-dom/server.edge');
globalThis.__renderTree = (source) => renderToString(new Function('h', 'Suspense', 'Fragment', 'return (' + source + ');')(React.createElement, React.Suspense, React.Fragment));
`;

let render: ((source: string) => string) | undefined;

/** `renderToString` of the tree `source` describes, e.g. `h('p', null, 'a', 1)`; errors React recovers from are silent. */
export function renderTreeToString(source: string): string {
  if (!render) {
    const bundle = buildSync({
      stdin: { contents: ENTRY, resolveDir: path.join(__dirname, '..', '..'), loader: 'js' },
      bundle: true,
      format: 'iife',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    });
    const context = vm.createContext({
      TextEncoder,
      TextDecoder,
      setTimeout,
      clearTimeout,
      queueMicrotask,
      console: { error() {} },
    });
    vm.runInContext(bundle.outputFiles[0]!.text, context);
    render = context.__renderTree as (source: string) => string;
  }
  return render(source);
}
