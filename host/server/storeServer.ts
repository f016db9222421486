import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { storeCacheControl } from './cachePolicy';
import { healthRoute } from './healthRoute';
import { fastifyLoggerOptions, type LoggerOption } from './logging';
import { serverErrorHandler } from './serverErrorHandler';

export interface StoreServerOptions {
  /** Root of the store; `<storeDir>/remotes/**` is served at `/remotes/**`. */
  storeDir: string;
  logger?: LoggerOption;
}

/**
 * The store: deployed remotes on their own origin, the way a CDN would serve them. Only `remotes/` is exposed, so the
 * registry and any deploy bookkeeping kept beside it in the store stay private.
 */
export function createStoreServer(options: StoreServerOptions): FastifyInstance {
  const remotesDir = path.join(options.storeDir, 'remotes');
  const app = Fastify({ logger: fastifyLoggerOptions(options.logger) });
  app.setErrorHandler(serverErrorHandler);
  // The host loads these files cross-origin. They are public and fetched without credentials, so any origin may read them.
  app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.register(fastifyCompress);
  app.register(healthRoute);
  app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    cacheControl: false, // setHeaders is the one place that decides caching
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', storeCacheControl(path.relative(remotesDir, filePath))),
    // No directory listings: a CDN does not publish them, and remotes must not come to depend on them.
    index: false,
    list: false,
    // Nor dotfiles (editor, OS or deploy bookkeeping): answered as if absent, like any file that is not published.
    dotfiles: 'ignore',
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `${request.method} ${request.url} not found` }),
  );
  return app;
}
