import { switchRemote } from '@mfp/deploy';
import { deployApiPaths, rollbackRequestSchema, type DeployAnswer } from '@mfp/shared/deploy';
import { manifestUrl } from '@mfp/store/releases';
import type { FastifyInstance } from 'fastify';
import { ApiRefusal } from '../answers/ApiRefusal';
import type { ApiContext } from '../apiContext';
import type { DeployRouteConfig } from '../auth/tokenGuard';
import { remoteParam } from '../remoteParam';
import { knownRemote } from '../knownRemote';
import { readProvenance, releaseProvenance } from '../provenance';

const ROUTE = deployApiPaths.rollback(':remote').replace('%3A', ':');

/**
 * `POST …/remotes/<name>/rollback` with `{ "to"?: version }`: the one rollback (`switchRemote`): the gate runs again on
 * the published files, then the registry switches. A registered remote without releases has nothing to go back to. A
 * rollout of the remote ends as aborted in the same write.
 */
export function rollbackRoute(app: FastifyInstance, api: ApiContext): void {
  const config: DeployRouteConfig = {
    deployApi: { permission: ({ remote = '' }) => ({ kind: 'remote', remote }), action: 'rollback' },
  };
  app.post(ROUTE, { config }, async (request, reply) => {
    const state = api.requestOf(request);
    try {
      const remote = remoteParam(request.params);
      const body = rollbackRequestSchema.safeParse(request.body ?? {});
      if (!body.success)
        throw new ApiRefusal(
          'version-invalid',
          'A rollback\'s body is {} (back to the previous release) or {"to": "<published version>"}, as JSON.',
        );
      const { program: _program, ...sent } = readProvenance(request.headers);
      state.facts = { ...state.facts!, ...sent, ...(body.data.to !== undefined && { version: body.data.to }) };
      await knownRemote(api.options.store, remote);
      if ((await api.options.store.readReleases()).remotes[remote] === undefined)
        throw new ApiRefusal(
          'no-previous-release',
          `${remote} has no releases yet, so there is nothing to roll back to. Deploy it first: mfp deploy <dist> ` +
            `--remote ${remote}.`,
        );
      const token = state.token!;
      const outcome = await switchRemote(
        {
          remote,
          to: body.data.to,
          canForce: false,
          author: api.author(token),
          provenance: releaseProvenance(token.id, state.caller.client, sent),
        },
        api.environment(request),
      );
      state.facts = { ...state.facts!, version: outcome.version };
      if (outcome.kind === 'switched') await api.options.onSwitch?.();
      // A rollback ends a rollout (decision 0079): the answer and the audit say so, as an abort by command would.
      const aborted = outcome.kind === 'switched' ? outcome.abortedRollout : undefined;
      const answer: DeployAnswer = {
        ok: true,
        outcome: outcome.kind,
        remote,
        version: outcome.version,
        ...(outcome.kind === 'switched' && { previous: outcome.previous, contentHash: outcome.contentHash }),
        url: manifestUrl(api.options.storePublicUrl, remote, outcome.version),
        ...(aborted && { abortedRollout: { version: aborted.version, share: aborted.share } }),
      };
      if (outcome.kind === 'switched') state.facts = { ...state.facts, contentHash: outcome.contentHash };
      if (aborted)
        state.facts = { ...state.facts, detail: `rollout of ${aborted.version} aborted at share ${aborted.share}` };
      return await api.succeed(request, reply, 200, answer);
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
}
