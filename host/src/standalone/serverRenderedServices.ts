import type { ServerSlot } from '@mfp/shared/page';
import type { PlatformServices } from '../boundary/PlatformServices';
import { failedAt } from '../boundary/failedAt';
import { ServerSlotFailure } from '../boundary/serverSlot/ServerSlotFailure';
import { toFailure } from '../failures/failureFactory';
import { createFailureReporter } from '../failures/failureReporter';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import { bundledLoader } from './bundledLoader';

/**
 * A loader whose remote failed on the server: the standalone page shows that failure (the fallback screen with the
 * server's wording and digest) rather than rendering the remote in the browser as a host page would, because the page
 * exists to check the server render (decision 0069).
 */
function failedOnServer(digest: string): RemoteLoader {
  return {
    load: (entry) =>
      Promise.resolve({
        status: 'failed',
        failure: toFailure(new ServerSlotFailure(digest), failedAt(entry, entry.version, 'render')),
      }),
    compatibilityNotes: () => [],
  };
}

/** The services a standalone page hydrates the dev server's render with: its `serverSlot`, and the bundled `./App`. */
export function serverRenderedServices(App: unknown, serverSlot: ServerSlot): PlatformServices {
  const loader =
    serverSlot.status === 'failed' && serverSlot.digest !== undefined
      ? failedOnServer(serverSlot.digest)
      : bundledLoader(App);
  return {
    loader,
    reportFailure: createFailureReporter(),
    serverSlot,
  };
}
