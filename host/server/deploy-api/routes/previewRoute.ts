import { previewableVersion } from '@mfp/deploy';
import { deployApiPaths, previewRequestSchema, type PreviewAnswer } from '@mfp/shared/deploy';
import type { FastifyInstance } from 'fastify';
import { ApiRefusal } from '../answers/ApiRefusal';
import type { ApiContext } from '../apiContext';
import type { DeployRouteConfig } from '../auth/tokenGuard';
import { knownRemote } from '../knownRemote';
import { previewOf, previewTtlOf } from '../previewOf';
import { remoteParam } from '../remoteParam';

const ROUTE = deployApiPaths.previews(':remote').replace('%3A', ':');

/**
 * `POST …/remotes/<name>/previews` with `{ "version", "ttlMs"? }` (decision 0077): a fresh link to a release a host
 * would serve as a preview (the rollout's, or one of the latest published without switching), for the remote's
 * token. Audited as `preview-link` with the version and the expiry; the link itself goes to the caller only.
 */
export function previewRoute(app: FastifyInstance, api: ApiContext): void {
  const config: DeployRouteConfig = {
    deployApi: { permission: ({ remote = '' }) => ({ kind: 'remote', remote }), action: 'preview-link' },
  };
  app.post(ROUTE, { config }, async (request, reply) => {
    const state = api.requestOf(request);
    try {
      const remote = remoteParam(request.params);
      const body = previewRequestSchema.safeParse(request.body ?? {});
      if (!body.success)
        throw new ApiRefusal(
          'preview-invalid',
          'A preview link is asked for with {"version": "<published version>"} and, if not a day, "ttlMs": ' +
            '<milliseconds> (--preview-ttl), as JSON.',
        );
      const { version } = body.data;
      state.facts = { ...state.facts!, version };
      const ttlMs = previewTtlOf(body.data.ttlMs);
      await knownRemote(api.options.store, remote);
      const route = await previewableVersion(api.options.store, remote, version);
      const preview = previewOf(request, api, { remote, version, route, ttlMs });
      state.facts = { ...state.facts, detail: `preview link until ${preview.expiresAt}` };
      const answer: PreviewAnswer = { ok: true, remote, version, preview };
      return await api.succeed(request, reply, 200, answer);
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
}
