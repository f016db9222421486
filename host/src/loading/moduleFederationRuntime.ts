import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { boundedLoadingPlugin } from './boundedLoadingPlugin';
import type { FederationRuntime } from './FederationRuntime';

let pluginsRegistered = false;

/** The real runtime: the instance the build plugin created, which carries the host's shared dependencies. */
export const moduleFederationRuntime: FederationRuntime = {
  register(remote, { force }) {
    if (!pluginsRegistered) {
      registerPlugins([boundedLoadingPlugin()]);
      pluginsRegistered = true;
    }
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force });
  },
  load(remote, module) {
    // `loadRemote` expects "name/Expose"; the registry's module is "./Expose".
    return loadRemote(`${remote}/${module.replace(/^\.\//, '')}`);
  },
};
