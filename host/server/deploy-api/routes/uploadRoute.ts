import { deployRemote, requireLiveRelease, requireNoRollout, type DeployOutcome } from '@mfp/deploy';
import { DEPLOY_QUERY, DEPLOY_UPLOAD_CONTENT_TYPE, deployApiPaths, type DeployAnswer } from '@mfp/shared/deploy';
import { manifestUrl } from '@mfp/store/releases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiRefusal } from '../answers/ApiRefusal';
import { closeAfterAnswer } from '../answers/closeAfterAnswer';
import type { ApiContext } from '../apiContext';
import type { DeployRouteConfig } from '../auth/tokenGuard';
import { remoteParam } from '../remoteParam';
import { knownRemote } from '../knownRemote';
import { readProvenance, releaseProvenance } from '../provenance';
import { unpackUpload } from '../upload';
import { dryRunQuery, flagQuery, packageVersionOf, versionQuery } from '../uploadVersion';
import { previewOf, previewTtlOf } from '../previewOf';

const RELEASES_ROUTE = deployApiPaths.releases(':remote').replace('%3A', ':');

const contentTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]!.trim();

/**
 * `POST …/remotes/<name>/releases`: the token (checked before the body is read), the remote, the version and the
 * provenance, then the body unpacked into a private folder, then the one deploy (`deployRemote`, the gate cannot be
 * skipped), then the folder removed, whatever happened. Audited as an `upload`, then as a `deploy`, or a `publish`
 * with `no-switch` (decision 0077), whose answer carries a preview link. A deploy that would switch while the remote
 * has a rollout is refused before the body is read (decision 0079).
 */
export function uploadRoute(app: FastifyInstance, api: ApiContext): void {
  const config: DeployRouteConfig = {
    deployApi: { permission: ({ remote = '' }) => ({ kind: 'remote', remote }), action: 'upload' },
  };
  app.post(RELEASES_ROUTE, { config }, async (request, reply) => {
    // The body may be left unread: close the connection after the answer, draining what is still coming first.
    closeAfterAnswer(request, reply, api.closing);
    try {
      return await upload(request, reply, api);
    } catch (error) {
      return api.refuse(request, reply, error);
    }
  });
}

async function upload(request: FastifyRequest, reply: FastifyReply, api: ApiContext): Promise<FastifyReply> {
  const state = api.requestOf(request);
  const token = state.token!;
  const remote = remoteParam(request.params);
  const query = request.query as Record<string, unknown>;
  const version = versionQuery(query);
  if (version !== undefined) state.facts = { ...state.facts!, version };
  const { program, ...sent } = readProvenance(request.headers);
  state.facts = { ...state.facts!, ...sent };
  requireUploadType(request, remote);
  const description = await knownRemote(api.options.store, remote);
  const noSwitch = flagQuery(query, DEPLOY_QUERY.noSwitch);
  const ttlMs = previewTtlOf(query[DEPLOY_QUERY.previewTtl]);
  // Before a byte of the upload is read: without a live release there is nothing to publish beside, and a switch
  // would change the release a rollout is compared with (decision 0079).
  if (noSwitch) await requireLiveRelease(api.options.store, remote, DEPLOY_HINT(remote));
  else if (!dryRunQuery(query)) await requireNoRollout(api.options.store, remote, { version });
  const unpacked = await unpackUpload(request.body as Readable, {
    ...api.options.limits,
    ...(api.options.tmpRoot !== undefined && { tmpRoot: api.options.tmpRoot }),
  });
  let answer: DeployAnswer;
  try {
    await api.step(
      request,
      noSwitch ? 'publish' : 'deploy',
      `${unpacked.files.length} files, ${unpacked.bytes} bytes${program ? `, from ${program}` : ''}`,
    );
    const outcome = await deployRemote(
      {
        remote,
        description,
        build: { distDir: unpacked.dir, label: 'the upload' },
        packageVersion: await packageVersionOf(unpacked.dir),
        version,
        dryRun: dryRunQuery(query),
        goLive: !noSwitch,
        canForce: false,
        author: api.author(token),
        provenance: releaseProvenance(token.id, state.caller.client, sent),
        hints: {
          newVersion:
            'Deploy it under a new version (--version), or leave the version out to get one made of the ' +
            'package version and the content hash.',
          deploy: DEPLOY_HINT(remote),
        },
      },
      api.environment(request),
    );
    state.facts = { ...state.facts!, version: outcome.version, contentHash: outcome.contentHash };
    // A release published without switching changes the registry too: hosts offer it to preview links.
    if (outcome.kind === 'switched' || outcome.kind === 'published') await api.options.onSwitch?.();
    answer = deployAnswerOf(outcome, remote, api.options.storePublicUrl);
    if (outcome.kind === 'published') answer = withPreview(request, api, answer, { route: description.route, ttlMs });
  } finally {
    await unpacked.cleanup();
  }
  // After the cleanup: a client that got its answer finds nothing of its upload left on the server.
  return api.succeed(request, reply, 200, answer);
}

/** A `published` answer with its preview link; the audit entry gets the link's expiry, never the link. */
function withPreview(
  request: FastifyRequest,
  api: ApiContext,
  answer: DeployAnswer,
  { route, ttlMs }: { route: string; ttlMs: number },
): DeployAnswer {
  const preview = previewOf(request, api, { remote: answer.remote, version: answer.version, route, ttlMs });
  const state = api.requestOf(request);
  state.facts = { ...state.facts!, detail: `preview link until ${preview.expiresAt}` };
  return { ...answer, preview };
}

const DEPLOY_HINT = (remote: string) => `mfp deploy <dist> --remote ${remote}`;

/** Refuses, before any byte of it is read, a body that does not say it is an upload's gzipped tar. */
function requireUploadType(request: FastifyRequest, remote: string): void {
  if (contentTypeOf(request) === DEPLOY_UPLOAD_CONTENT_TYPE) return;
  throw new ApiRefusal(
    'content-type-invalid',
    `An upload is a gzipped tar of the build folder, sent as Content-Type: ${DEPLOY_UPLOAD_CONTENT_TYPE} (not ` +
      `${JSON.stringify(contentTypeOf(request) || 'none')}). Deploy with: mfp deploy <dist> --remote ${remote}.`,
  );
}

/** What the API answers for a deploy's outcome: the gate's problems for a dry run, else the manifest's URL. */
function deployAnswerOf(outcome: DeployOutcome, remote: string, storePublicUrl: string): DeployAnswer {
  return {
    ok: true,
    outcome: outcome.kind,
    remote,
    version: outcome.version,
    contentHash: outcome.contentHash,
    ...(outcome.kind === 'switched' && outcome.previous !== undefined && { previous: outcome.previous }),
    ...(outcome.kind === 'published' && { live: outcome.live }),
    ...(outcome.kind === 'checked'
      ? { problems: outcome.problems }
      : { url: manifestUrl(storePublicUrl, remote, outcome.version) }),
  };
}
