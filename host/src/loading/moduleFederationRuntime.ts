import type { HostSharedVersions } from '@mfp/shared/compatibility';
import {
  getInstance,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { boundedLoadingPlugin } from './runtimePlugins/boundedLoadingPlugin';
import { createRemoteLoader, type RemoteLoader } from './loader/createRemoteLoader';
import type { FederationRuntime } from './loader/FederationRuntime';
import { LOADING_DEFAULTS } from './loader/loadingDefaults';
import { manifestEntryPlugin } from './runtimePlugins/manifestEntryPlugin';
import { RemoteRecords } from './records/RemoteRecord';
import { sharedWarningsPlugin } from './runtimePlugins/sharedWarningsPlugin';

/**
 * The real runtime: the instance the build plugin created, which carries the host's shared dependencies. Its plugin
 * reads the budgets from `records`. Create one per page: the runtime is page-wide, and its plugins with it.
 */
function createModuleFederationRuntime(records: RemoteRecords): FederationRuntime {
  let pluginRegistered = false;
  return {
    register(remote, { force }) {
      if (!pluginRegistered) {
        registerPlugins([manifestEntryPlugin(), boundedLoadingPlugin(records, hostSharedVersions)]);
        registerGlobalPlugins([sharedWarningsPlugin(records)]);
        pluginRegistered = true;
      }
      registerRemotes([{ name: remote.name, entry: remote.entry }], { force });
    },
    load(remote, module) {
      // `loadRemote` expects "name/Expose"; the registry's module is "./Expose".
      return loadRemote(`${remote}/${module.replace(/^\.\//, '')}`);
    },
  };
}

/**
 * The versions the host provides, as the running federation instance knows them (the build plugin's `shared` config,
 * `webpack/sharing/sharedDependencies.ts`), rather than a copy that could drift.
 */
function hostSharedVersions(): HostSharedVersions {
  const shared = getInstance()?.options.shared ?? {};
  return Object.fromEntries(
    Object.entries(shared).flatMap(([name, candidates]) => {
      const version = candidates[0]?.version;
      return version ? [[name, version]] : [];
    }),
  );
}

/** The page's loader: the real runtime, whose plugin reads the records the loader writes. */
export function createModuleFederationLoader(): RemoteLoader {
  const records = new RemoteRecords(LOADING_DEFAULTS.timeoutMs);
  return createRemoteLoader({ runtime: createModuleFederationRuntime(records), records });
}
