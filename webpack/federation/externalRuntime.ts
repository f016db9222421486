import path from 'node:path';
import type { Configuration } from 'webpack';
import { PROVIDE_RUNTIME_CORE } from '../runtimeFiles';

/** The standalone page's script that provides the runtime the remote's own code takes from the host. */
export const RUNTIME_PROVIDER_FILE = 'mf-runtime.js';

const OWN_RUNTIME_ALIAS = 'mfp-own-federation-runtime-core';

/** runtime-core's ES module build, as a browser bundle would import it. */
function runtimeCoreModule(): string {
  const commonJs = require.resolve('@module-federation/runtime-core');
  return path.join(path.dirname(commonJs), 'index.js');
}

/**
 * What a remote built with `experiments.externalRuntime` needs besides the flag: its `remoteEntry.js` then carries no
 * copy of the federation runtime and uses the host's (the host sets `provideExternalRuntime`), but the remote's
 * standalone page has no host, so an entry of its own provides the runtime there first.
 *
 * Not covered: a host that does not provide the runtime (older hosts, other platforms) cannot load such a remote.
 */
export function externalRuntimeSettings(): Pick<Configuration, 'resolve'> & { providerEntry: string } {
  return {
    providerEntry: PROVIDE_RUNTIME_CORE,
    resolve: { alias: { [`${OWN_RUNTIME_ALIAS}$`]: runtimeCoreModule() } },
  };
}
