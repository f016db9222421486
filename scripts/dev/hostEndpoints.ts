import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import type { Middleware } from '@mfp/remote-kit/dev';
import { createDevHostFolders } from './devHostFolders';
import type { DevRemote } from './devRemotes';
import { createHostServerForDev } from './hostServerForDev';

export interface HostEndpoints {
  /** Hands `POST /_host/errors` (any method, so a wrong one gets the host's own answer) to the host server. */
  middleware: Middleware;
  close(): Promise<void>;
}

/**
 * The host's failure-report endpoint on a remote's dev server, for its standalone page, which runs the host's own
 * boundary and reports to its origin: the real host server's route (decision 0023), in this process, never
 * listening. Its limits, refusals, digest and JSON log line (on stdout) are production's.
 * Not covered: the rest of the host server; the standalone page needs no registry and is not a host page.
 */
export async function startHostEndpoints(remote: DevRemote, digestSecret?: string): Promise<HostEndpoints> {
  // The server needs a host build folder; this one stays empty, and only the report path ever reaches the server.
  const folders = await createDevHostFolders([remote]);
  const app = createHostServerForDev({
    remotes: [remote],
    folders,
    ...(digestSecret === undefined ? {} : { digestSecret }),
  });
  try {
    await app.ready();
  } catch (error) {
    await folders.remove();
    throw error;
  }
  return {
    middleware: (request, response, next) => {
      if (request.url?.split('?')[0] !== FAILURE_REPORT_PATH) return next();
      app.routing(request, response);
    },
    close: () => app.close().finally(folders.remove),
  };
}
