import { changeRollout, rolloutStatusOf } from '@mfp/deploy';
import {
  deployApiPaths,
  rolloutRequestSchema,
  type RolloutRequest,
  type RolloutStatusAnswer,
} from '@mfp/shared/deploy';
import type { RemoteReleases } from '@mfp/store/releases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { ApiRefusal } from '../answers/ApiRefusal';
import type { ApiContext } from '../apiContext';
import type { DeployRouteConfig } from '../auth/tokenGuard';
import { knownRemote } from '../knownRemote';
import { remoteParam } from '../remoteParam';
import { rolloutAuditAction, rolloutDetail } from './rolloutAudit';

const ROUTE = deployApiPaths.rollout(':remote').replace('%3A', ':');

/** The request body's first problem, named by the command-line flag that sets it. */
function problemOf(issues: readonly z.core.$ZodIssue[]): string {
  const flags: Record<string, string> = {
    steps: '--steps',
    intervalMs: '--interval',
    thresholds: '--threshold',
    version: '<version>',
    action: 'the action',
  };
  return issues
    .map((issue) => {
      const [field = 'body', ...rest] = issue.path.map(String);
      const flag = flags[field] ?? field;
      return `${flag}${field === 'thresholds' && rest.length ? ` ${rest.join('.')}` : ''}: ${issue.message}`;
    })
    .join('; ');
}

function rolloutRequestOf(body: unknown): RolloutRequest {
  const parsed = rolloutRequestSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new ApiRefusal(
    'rollout-invalid',
    `A rollout request is {"action": "start", "version", "steps"?, "intervalMs"?, "thresholds"?} or {"action": ` +
      `"pause" | "resume" | "promote" | "abort"}, as JSON: ${problemOf(parsed.error.issues)}.`,
  );
}

/**
 * `GET …/remotes/<name>/rollout` (the rollout and the ended ones) and `POST` with `{ "action", … }` (decision 0077):
 * start, pause, resume, promote or abort the remote's rollout, for its own token (or an admin's) as a rollback is,
 * audited as `rollout-<action>`. The answer is the state after the change.
 */
export function rolloutRoute(app: FastifyInstance, api: ApiContext): void {
  const read: DeployRouteConfig = {
    deployApi: { permission: ({ remote = '' }) => ({ kind: 'remote', remote }), action: 'read' },
  };
  app.get(ROUTE, { config: read }, async (request, reply) => {
    try {
      const remote = remoteParam(request.params);
      await knownRemote(api.options.store, remote);
      const releases = (await api.options.store.readReleases()).remotes[remote];
      return await api.succeed(request, reply, 200, rolloutStatusOf(remote, releases));
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
  // Audited as the action the body names, once it is read; a refused token before that as a start.
  const change: DeployRouteConfig = {
    deployApi: { permission: ({ remote = '' }) => ({ kind: 'remote', remote }), action: 'rollout-start' },
  };
  app.post(ROUTE, { config: change }, async (request, reply) => {
    try {
      return await changeRolloutOf(request, reply, api);
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
}

async function changeRolloutOf(request: FastifyRequest, reply: FastifyReply, api: ApiContext) {
  const state = api.requestOf(request);
  const remote = remoteParam(request.params);
  const body = rolloutRequestOf(request.body);
  state.facts = {
    ...state.facts!,
    action: rolloutAuditAction(body.action),
    ...(body.action === 'start' && { version: body.version }),
  };
  await knownRemote(api.options.store, remote);
  const before = (await api.options.store.readReleases()).remotes[remote];
  const token = state.token!;
  const after: RemoteReleases = await changeRollout(remote, body, {
    store: api.options.store,
    storePublicUrl: api.options.storePublicUrl,
    actor: { ...api.author(token), tokenId: token.id, client: state.caller.client },
    now: api.now(),
    print: (line) => request.log.debug({ deployApi: line }),
  });
  await api.options.onSwitch?.();
  const { version, detail } = rolloutDetail(body, before, after);
  state.facts = { ...state.facts, ...(version !== undefined && { version }), detail };
  const answer: RolloutStatusAnswer = { ...rolloutStatusOf(remote, after), action: body.action };
  return api.succeed(request, reply, 200, answer);
}
