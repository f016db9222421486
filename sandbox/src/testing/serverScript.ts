import { createHash } from 'node:crypto';
import type { ServerRenderRequest } from '../contract/serverRender';

/**
 * A remote's server script as the contract describes it (Seam A of issue 32), written by hand: a classic script that
 * takes React from `globalThis.__mfpShared` and leaves `./App` in `globalThis.__mfpServerExposes`. `body` defines
 * `function App(props)` and, for a remote with data, `function loader(args)` (decision 0093); it may use `h` (createElement) and `getProcess()`, the escape a hostile remote would try:
 * Node's `process` if the realm has one, else through the shared React's prototype chain.
 */
export function serverScript(body: string): string {
  return `(function () {
  var React = globalThis.__mfpShared.react;
  var h = React.createElement;
  function getProcess() {
    return globalThis.process !== undefined ? globalThis.process : h.constructor('return process')();
  }
  ${body}
  globalThis.__mfpServerExposes = { './App': { default: App, loader: typeof loader === 'function' ? loader : undefined } };
})();`;
}

/** A request for `code`, at /catalog, with settings a test may override. */
export function renderRequest(code: string, overrides: Partial<ServerRenderRequest> = {}): ServerRenderRequest {
  return {
    remote: 'catalog',
    version: '1.0.0',
    code,
    codeId: `sha384-${createHash('sha384').update(code).digest('base64')}`,
    route: '/catalog',
    url: '/catalog/espresso-cup',
    deadlineMs: 2000,
    memoryMb: 64,
    outputBytes: 4096 * 1024,
    ...overrides,
  };
}
