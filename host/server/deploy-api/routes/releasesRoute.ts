import { deployApiPaths, type NotLiveAnswer, type ReleaseAnswer, type ReleasesAnswer } from '@mfp/shared/deploy';
import { rollbackTarget, type RemoteReleases } from '@mfp/store/releases';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../apiContext';
import type { DeployRouteConfig } from '../auth/tokenGuard';
import { remoteParam } from '../remoteParam';
import { knownRemote } from '../knownRemote';

const ROUTE = deployApiPaths.releases(':remote').replace('%3A', ':');

const RECORDED_FIELDS = ['at', 'contentHash', 'user', 'host', 'tokenId', 'commit', 'ciUrl', 'client'] as const;

const NOT_LIVE_FIELDS = ['contentHash', 'user', 'host', 'tokenId', 'commit', 'ciUrl', 'client'] as const;

/** Releases published without switching that never went live, newest first (decision 0077). */
function notLiveOf(releases: RemoteReleases, published: readonly string[]): NotLiveAnswer[] {
  const wentLive = new Set(releases.history.map((entry) => entry.version));
  return (releases.published ?? [])
    .filter(({ version }) => !wentLive.has(version))
    .reverse()
    .map((release) => ({
      version: release.version,
      at: release.at,
      ...Object.fromEntries(NOT_LIVE_FIELDS.flatMap((field) => (release[field] ? [[field, release[field]]] : []))),
      published: published.includes(release.version),
      rollout: releases.rollout?.version === release.version,
    }));
}

/** A remote's history as the API answers it, newest first; the newest entry of the live version is the live one. */
function releasesAnswer(remote: string, releases: RemoteReleases | undefined, published: readonly string[]) {
  const history = [...(releases?.history ?? [])].reverse();
  const liveAt = history.findIndex((entry) => entry.version === releases?.live);
  const answers: ReleaseAnswer[] = history.map((entry, index) => {
    const { version, action } = entry;
    // An unrecorded release (from before the history) has its version only.
    const recorded = entry as Record<string, unknown>;
    const given = Object.fromEntries(
      RECORDED_FIELDS.flatMap((field) => (typeof recorded[field] === 'string' ? [[field, recorded[field]]] : [])),
    );
    return { version, action, ...given, live: index === liveAt, published: published.includes(version) };
  });
  const target = releases && rollbackTarget(releases, (version) => published.includes(version));
  const answer: ReleasesAnswer = {
    ok: true,
    remote,
    ...(releases?.live !== undefined && { live: releases.live }),
    ...(target && { rollbackTarget: target.version }),
    releases: answers,
    ...(releases && { notLive: notLiveOf(releases, published) }),
    ...(releases?.rollout && {
      rollout: {
        version: releases.rollout.version,
        share: releases.rollout.steps[releases.rollout.step] ?? 0,
        state: releases.rollout.state,
      },
    }),
  };
  return answer;
}

/** `GET …/remotes/<name>/releases`: the remote's releases, for its own token or an admin's. */
export function releasesRoute(app: FastifyInstance, api: ApiContext): void {
  const config: DeployRouteConfig = {
    deployApi: { permission: ({ remote = '' }) => ({ kind: 'remote', remote }), action: 'read' },
  };
  app.get(ROUTE, { config }, async (request, reply) => {
    try {
      const remote = remoteParam(request.params);
      const { store } = api.options;
      await knownRemote(store, remote);
      const releases = (await store.readReleases()).remotes[remote];
      const published = releases ? await store.listVersions(remote) : [];
      return await api.succeed(request, reply, 200, releasesAnswer(remote, releases, published));
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
}
