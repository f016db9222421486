import { REGISTRY_PATH } from '@mfp/shared/registry';
import type { Store } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from '../http/cachePolicy';
import { createMisconfigurationLog } from '../http/misconfigurationLog';

/** Where the host server gets the registry from: any store, since it only reads. */
export type RegistrySource = Pick<Store, 'readRegistry'>;

export interface RegistryRouteOptions {
  registry: RegistrySource;
}

/**
 * `GET /registry.json`. The registry is read on every request so a deploy, which swaps it atomically, is visible on the
 * next page load without restarting anything. The bytes go out untouched, valid JSON or not: the browser-side host is
 * the one that validates the document and reports what is wrong with it, with a digest, where users and logs both see
 * it. Which origins the page may load from is not the registry's to say: the page carries that (host/server/pages).
 */
export async function registryRoute(app: FastifyInstance, { registry }: RegistryRouteOptions): Promise<void> {
  const shouldLog = createMisconfigurationLog();
  app.get(REGISTRY_PATH, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const read = await registry.readRegistry();
    if (read.kind === 'found') return reply.type('application/json; charset=utf-8').send(read.bytes);
    // The location is for the platform team; whoever reaches this URL gets what to do, not the server's folders.
    if (shouldLog('registry-missing')) {
      request.log.error(
        { event: 'registry-missing', registryFile: read.location },
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
