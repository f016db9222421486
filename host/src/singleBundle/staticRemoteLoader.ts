/// <reference types="webpack/module" />
import type { RemoteModule } from '@mfp/shared/remote';
import { rememberLoader } from '../data/browserLoaders';
import { createFailure } from '../failures/failureFactory';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';

/**
 * Every remote's `./App`, compiled into the bundle: `remotes/<name>/src/App.tsx`, the module each remote exposes by
 * default (webpack/factories/createRemoteConfig.ts). Synchronous, so the code is in the bundle itself rather than in
 * chunks.
 */
const remoteApps = import.meta.webpackContext('../../../remotes', {
  recursive: true,
  regExp: /^\.\/[a-z][a-z0-9_-]*\/src\/App\.tsx$/,
  mode: 'sync',
});

/**
 * Replaces `host/src/loading/moduleFederationRuntime.ts` in the single-bundle build of `npm run bench`
 * (webpack/factories/createSingleBundleConfig.ts): the same shell gets each remote's component from the bundle instead
 * of the federation runtime. Never part of the federated host.
 *
 * Not covered: remotes whose `./App` is not `src/App.tsx`, or whose registry name differs from their folder's.
 */
export function createModuleFederationLoader(): RemoteLoader {
  return {
    load(entry) {
      const key = `./${entry.name}/src/App.tsx`;
      if (!remoteApps.keys().includes(key)) {
        return Promise.resolve({
          status: 'failed',
          failure: createFailure({
            culprit: 'remote',
            kind: 'remote-unknown',
            remote: entry.name,
            message: `the single bundle has no remotes/${entry.name}/src/App.tsx`,
          }),
        });
      }
      const module = remoteApps(key) as RemoteModule;
      // Its `loader` too, as the federated loader keeps it (attemptLoad): the single bundle runs the same data loading.
      rememberLoader(module.default, module);
      return Promise.resolve({ status: 'ready', Component: module.default });
    },
    compatibilityNotes: () => [],
  };
}
