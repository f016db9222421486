/**
 * jest before Node 24.9 cannot `require()` ES modules, and two packages that fastify loads ship only ESM:
 * `content-disposition` (needed by @fastify/static's `reply.download()`) and `cookie` (needed by `inject()` for the
 * `cookies` option). The servers never download and the tests send no cookies, so stubs that refuse loudly are enough.
 * Plain node (tsx, Playwright) loads the real ones. Import this module before anything that loads fastify's plugins.
 */
function unavailable(name: string): () => never {
  return () => {
    throw new Error(`${name} is stubbed in jest (see host/server/testing/stubEsmOnlyDependencies.ts)`);
  };
}

jest.mock(require.resolve('content-disposition', { paths: [require.resolve('@fastify/static')] }), () => ({
  create: unavailable('content-disposition'),
  parse: unavailable('content-disposition'),
}));
jest.mock(require.resolve('cookie', { paths: [require.resolve('light-my-request')] }), () => ({
  parseCookie: unavailable('cookie'),
  stringifyCookie: unavailable('cookie'),
  parseSetCookie: unavailable('cookie'),
  stringifySetCookie: unavailable('cookie'),
}));
