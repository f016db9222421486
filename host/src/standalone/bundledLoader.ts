import type { RemoteAppProps } from '@mfp/shared/remote';
import { createFailure } from '../failures/failureFactory';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RemoteComponent } from '../loading/records/RemoteLoadResult';
import { isComponent } from '../loading/loader/isComponent';

/**
 * The remote loader of a standalone page: the remote's `./App` is already in the page's bundle, so "loading" it is
 * checking that it is a component, exactly as the federation loader checks a loaded module.
 * Not covered: fetching, the compatibility check and retries, which only a remote loaded at run time needs.
 */
export function bundledLoader(App: unknown): RemoteLoader {
  return {
    load(entry) {
      if (isComponent<RemoteAppProps>(App))
        return Promise.resolve({ status: 'ready', Component: App as RemoteComponent });
      return Promise.resolve({
        status: 'failed',
        failure: createFailure({
          culprit: 'remote',
          kind: 'not-a-component',
          remote: entry.name,
          version: entry.version,
          message: `${entry.module} default export is ${App === null ? 'null' : typeof App}, not a React component`,
        }),
      });
    },
    compatibilityNotes: () => [],
  };
}
