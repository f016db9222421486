import {
  deployApiPaths,
  registerRemoteRequestSchema,
  type RegisterRemoteAnswer,
  type RemoteAnswer,
  type RemotesAnswer,
} from '@mfp/shared/deploy';
import { registerRemote } from '@mfp/store/control';
import type { FastifyInstance } from 'fastify';
import { ApiRefusal } from '../answers/ApiRefusal';
import type { ApiContext } from '../apiContext';
import type { DeployRouteConfig } from '../auth/tokenGuard';
import type { DeployApiStore } from '../deployApiOptions';

/** Every remote the platform knows, by name: those with releases, and those registered and not deployed yet. */
async function knownRemotes(store: DeployApiStore): Promise<RemoteAnswer[]> {
  const [releases, registrations] = await Promise.all([store.readReleases(), store.control.listRegistrations()]);
  const remotes = new Map<string, RemoteAnswer>();
  for (const { name, title, route, module } of registrations) remotes.set(name, { name, title, route, module });
  for (const [name, { title, route, module, live }] of Object.entries(releases.remotes))
    remotes.set(name, { name, title, route, module, live });
  return [...remotes.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** `GET …/remotes` (any valid token) and `POST …/remotes` (an admin token): list and register remotes. */
export function remotesRoute(app: FastifyInstance, api: ApiContext): void {
  const list: DeployRouteConfig = { deployApi: { permission: () => ({ kind: 'any' }), action: 'read' } };
  app.get(deployApiPaths.remotes, { config: list }, async (request, reply) => {
    try {
      const answer: RemotesAnswer = { ok: true, remotes: await knownRemotes(api.options.store) };
      return await api.succeed(request, reply, 200, answer);
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });

  const register: DeployRouteConfig = { deployApi: { permission: () => ({ kind: 'admin' }), action: 'register' } };
  app.post(deployApiPaths.remotes, { config: register }, async (request, reply) => {
    const state = api.requestOf(request);
    try {
      const body = registerRemoteRequestSchema.safeParse(request.body);
      if (!body.success)
        throw new ApiRefusal(
          'registration-invalid',
          'A registration is JSON {"name": "<remote>", "route": "/<path>", "title": "<Title>"} (and "module" if ' +
            `not ./App): ${body.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}.`,
        );
      state.facts = { ...state.facts!, remote: body.data.name };
      const token = state.token!;
      const registration = await registerRemote(api.options.store, body.data, {
        now: api.now(),
        by: token.id,
        tokenId: token.id,
        client: state.caller.client,
      });
      const { name, title, route, module } = registration;
      const answer: RegisterRemoteAnswer = { ok: true, remote: { name, title, route, module } };
      // registerRemote stores its own audit entry; this adds the log line.
      return await api.succeed(request, reply, 201, answer, false);
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
}
