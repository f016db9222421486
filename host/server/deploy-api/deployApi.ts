import { DEPLOY_UPLOAD_CONTENT_TYPE } from '@mfp/shared/deploy';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiRefusal } from './answers/ApiRefusal';
import { apiContext } from './apiContext';
import type { DeployRouteConfig } from './auth/tokenGuard';
import type { DeployApiOptions } from './deployApiOptions';
import { previewRoute } from './routes/previewRoute';
import { releasesRoute } from './routes/releasesRoute';
import { remotesRoute } from './routes/remotesRoute';
import { rollbackRoute } from './routes/rollbackRoute';
import { rolloutRoute } from './routes/rolloutRoute';
import { uploadRoute } from './routes/uploadRoute';

/** Hands the request's stream over unread: only the upload route reads it, after the token is checked. */
const passStream = (_request: unknown, payload: unknown, done: (error: null, body: unknown) => void) =>
  done(null, payload);

/**
 * The deploy API (decision 0035) under `DEPLOY_API_BASE`: upload a release, list releases, roll back, issue preview
 * links and run rollouts (decision 0077), list and register remotes. Every route checks its token in an onRequest hook, before the body is read; every answer is JSON as
 * `@mfp/shared/deploy` defines it, every refusal a `DEPLOY_ERRORS` code. Registered in its own scope, so its body
 * parsers and error handler touch no other route.
 */
export async function deployApi(app: FastifyInstance, options: DeployApiOptions): Promise<void> {
  const api = apiContext(options, app.log);
  // Before the server waits for its connections: a refused upload's drain would hold the stop for up to 5 s.
  app.addHook('preClose', (done) => {
    api.stopDraining();
    done();
  });
  app.addHook('onClose', () => api.close());
  // JSON for the other routes; any other body reaches them unread, and their schemas refuse it.
  app.addContentTypeParser('*', passStream);
  app.addHook('onRequest', async (request, reply) => {
    const config = (request.routeOptions.config as Partial<DeployRouteConfig>).deployApi;
    if (config) return api.guard(request, reply, config);
    return undefined;
  });
  // A JSON body that does not parse, or one fastify refuses before a handler runs.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal =
      error.code?.startsWith('FST_ERR_CTP') === true
        ? new ApiRefusal(
            'content-type-invalid',
            `The body is not what its Content-Type says (${error.message}). Send JSON with Content-Type: ` +
              `application/json, or an upload as ${DEPLOY_UPLOAD_CONTENT_TYPE}.`,
          )
        : error;
    return api.refuse(request, reply, refusal);
  });
  // The upload in a scope of its own, where no body is parsed: every body, JSON included, reaches it unread.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', passStream);
    uploadRoute(uploads, api);
  });
  releasesRoute(app, api);
  rollbackRoute(app, api);
  previewRoute(app, api);
  rolloutRoute(app, api);
  remotesRoute(app, api);
}
