/**
 * Stands in for `content-disposition` under jest only (see jest.config.ts).
 *
 * @fastify/static 10 loads it for `reply.download()`, and version 3 ships only as an ES module. Node 20.19+ can
 * `require()` that, so the real servers (tsx, Playwright) load the real package; jest before Node 24.9 cannot. The
 * servers never call `download()`, so a stand-in that refuses loudly keeps the tests honest.
 */
function unavailable(): never {
  throw new Error('content-disposition is replaced under jest (host/server/testing/contentDispositionUnavailable.ts)');
}

export const create = unavailable;
export const parse = unavailable;
