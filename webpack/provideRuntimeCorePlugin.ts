import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** Where a remote built with `experiments.externalRuntime` looks for the runtime (its externals rule). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * Host runtime plugin: lends the host's own copy of the federation runtime to remotes built with
 * `experiments.externalRuntime` (webpack/federation/externalRuntime.ts). It does what
 * `experiments.provideExternalRuntime` does, but with the ES module build the host already carries: that option's
 * plugin is resolved as CommonJS and would add a second copy of the runtime (~40 KB gzip) to the host's entry script.
 * Bundled into the host; runs in the browser.
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-provide-runtime-core',
    beforeInit(args) {
      const global = globalThis as unknown as Record<string, unknown>;
      global[GLOBAL_NAME] ??= runtimeCore;
      return args;
    },
  };
}
