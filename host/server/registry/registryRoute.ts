import { REGISTRY_PATH } from '@mfp/shared/registry';
import type { FastifyInstance } from 'fastify';
import { createLogThrottle } from '../http/logThrottle';
import { inMemoryText } from '../http/inMemoryText';
import { replyFromMemory, type MemoryAnswer } from '../http/replyFromMemory';
import type { LiveRegistry } from './liveRegistry';
import type { RegistrySnapshot } from './registrySnapshot';
import { cacheControlOf, storedForEveryone, type RegistryForRequest } from './servedRegistry';
import { logEvent } from '@mfp/shared/logs';
import { PAGE_VIEW_HEADER } from '@mfp/shared/pageViews';
import type { IssuePageView } from '../pageViews/pageViewIssuer';

/** Each revision's answer, compressed once: the snapshot is dropped with its revision, and its answer with it. */
const answers = new WeakMap<RegistrySnapshot, MemoryAnswer>();
function registryAnswer(snapshot: RegistrySnapshot & { kind: 'found' }): MemoryAnswer {
  let answer = answers.get(snapshot);
  if (!answer) {
    answer = inMemoryText(snapshot.bytes, 'application/json; charset=utf-8');
    answers.set(snapshot, answer);
  }
  return answer;
}

export interface RegistryRouteOptions {
  registry: Pick<LiveRegistry, 'current'>;
  /** The registry each visitor is served (their rollout sides, their tab's preview link); the stored one unless told. */
  forRequest?: RegistryForRequest;
  /**
   * Signs a page-view token for the tab's next page view (a client navigation reads the registry), sent in the
   * `mfp-page-view` header beside the body, which stays one per revision (decision 0087); none without it.
   */
  issuePageView?: IssuePageView;
}

/**
 * `GET /registry.json`: the registry this server holds in memory (`createLiveRegistry`), so a deploy, which swaps it
 * atomically, is visible within REGISTRY_MAX_STALENESS_MS without restarting anything, and a request never waits on
 * the store; while the store is down, the last registry read goes on being served. The bytes go out untouched, valid
 * JSON or not: the browser-side host is the one that validates the document and reports what is wrong with it, with a
 * digest, where users and logs both see it. Each revision is compressed once and carries an ETag, so the page's read
 * after its first paint and every navigation's revalidation cost a lookup, and a 304 while nothing was deployed. Which origins the page may load from is not the registry's to say: the
 * page carries that (host/server/pages). A visitor on a rollout's side, or with a preview link (`?mfp-preview=`), gets
 * the variant naming their releases (`forRequest`, decision 0076), compressed once per variant, `private` when it is
 * theirs alone.
 */
export async function registryRoute(
  app: FastifyInstance,
  { registry, forRequest = storedForEveryone(registry), issuePageView }: RegistryRouteOptions,
): Promise<void> {
  const shouldLog = createLogThrottle();
  app.get(REGISTRY_PATH, async (request, reply) => {
    const served = await forRequest(request, reply);
    reply.header('cache-control', cacheControlOf(served));
    const read = served.snapshot;
    if (read.kind === 'found') {
      // On a 304 too: the tab's cached body is current, its next page view still needs a token of its own.
      const pageView = issuePageView?.(served, request.ip);
      if (pageView) reply.header(PAGE_VIEW_HEADER, pageView);
      return replyFromMemory(request, reply, registryAnswer(read));
    }
    // No registry read since the start: the outage is logged once per period (event "registry-stale"), not here.
    if (read.kind === 'unavailable') {
      return reply.code(500).send({ error: 'internal server error: the details are in the server log' });
    }
    // The location is for the platform team; whoever reaches this URL gets what to do, not the server's folders.
    if (shouldLog('registry-missing')) {
      request.log.error(
        { ...logEvent('registry-missing'), registryFile: read.location },
        `registry not found: ${read.location} does not exist`,
      );
    }
    return reply.code(404).send({
      error:
        'registry not found: the server has no registry to serve. Run `npm start`, which writes it, then reload; ' +
        'the server log names the file it looked for (event "registry-missing").',
    });
  });
}
