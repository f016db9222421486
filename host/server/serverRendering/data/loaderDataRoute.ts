import fastifyRateLimit from '@fastify/rate-limit';
import { isUnderRoute } from '@mfp/shared/registry';
import type { SlotRenderer } from '@mfp/shared/page';
import { LOADER_DATA_PATH, type LoaderAnswer } from '@mfp/shared/remote';
import type { FastifyInstance } from 'fastify';
import type { RegistryForRequest } from '../../registry/servedRegistry';

export interface LoaderDataRouteOptions {
  /** The releases this visitor is served (their rollout's side), as their pages are. */
  forRequest: RegistryForRequest;
  /** The remotes' server renderer, asked for the loader alone (`part: 'data'`). */
  slots: SlotRenderer;
  /** Data requests one client address may make per minute; `DATA_REQUESTS_PER_MINUTE` unless told. */
  requestsPerMinute?: number;
}

/**
 * Each request runs a remote's loader, which asks its API: a client looping on this route would make the host ask
 * every remote's API on its behalf. A visitor makes one per client navigation, far fewer than this.
 */
const DATA_REQUESTS_PER_MINUTE = 240;
/** Client addresses whose counts are remembered, least recently seen forgotten first: the limiter's memory is bounded. */
const RATE_LIMITED_CLIENTS = 10_000;

const MAX_URL_CHARS = 8000;

function problem(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '') return 'url is missing: give the page path and query, e.g. ?url=/catalog';
  if (url.length > MAX_URL_CHARS) return `url is longer than ${MAX_URL_CHARS} characters`;
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return 'url must be a path on this host';
  return undefined;
}

/**
 * `GET /_host/data/<remote>?url=<path and query>`: a remote's loader data for a client navigation (decision 0093),
 * run in the sandbox as the page's would be, for the release this visitor is served: their rollout's side, or a
 * preview tab's release, whose link the browser sends as `mfp-preview` as with its registry reads. Never cached: the
 * data is the request's. A failure is reported once here with its digest. Each client address may make
 * `requestsPerMinute` of them; the rest are answered 429 without running anything.
 */
export async function loaderDataRoute(
  app: FastifyInstance,
  { forRequest, slots, requestsPerMinute = DATA_REQUESTS_PER_MINUTE }: LoaderDataRouteOptions,
) {
  // Registered inside this plugin, so it limits this route alone; before the handler, so an excess costs no loader.
  await app.register(fastifyRateLimit, {
    max: requestsPerMinute,
    timeWindow: 60_000,
    cache: RATE_LIMITED_CLIENTS,
    hook: 'onRequest',
    // An Error, so the host's error handler answers its message as `{ error }`, as it does every other refusal.
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `too many data requests: this client made more than ${context.max} in a minute, so no loader ran. ` +
            `Retry in ${context.after} (see Retry-After).`,
        ),
        { statusCode: context.statusCode },
      ),
  });
  app.get<{ Params: { remote: string }; Querystring: { url?: unknown } }>(
    `${LOADER_DATA_PATH}:remote`,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const url = request.query.url;
      const wrong = problem(url);
      if (wrong !== undefined || typeof url !== 'string') return reply.code(400).send({ error: wrong });
      const served = await forRequest(request, reply);
      const entry = served.snapshot.page.entries.find((candidate) => candidate.name === request.params.remote);
      if (!entry) return reply.code(404).send({ error: `no remote named ${request.params.remote} is served here` });
      if (!isUnderRoute(url.split('?')[0] ?? url, entry.route))
        return reply.code(400).send({ error: `url is not under ${entry.name}'s route ${entry.route}` });
      const slot = await slots(entry, url, { preview: served.preview !== undefined, part: 'data' });
      const answer: LoaderAnswer =
        slot.status === 'loaded'
          ? slot.data === undefined
            ? { status: 'none', version: slot.version }
            : { status: 'loaded', version: slot.version, data: slot.data }
          : slot.status === 'failed'
            ? { status: 'failed', kind: slot.kind ?? 'server-data-failed', digest: slot.digest }
            : {
                status: 'unavailable',
                reason: `${entry.name}'s code does not run on this host's server (server rendering off, or no server build)`,
              };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    },
  );
}
