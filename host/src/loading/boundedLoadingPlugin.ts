import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest } from './fetchManifest';
import type { RemoteRecords } from './RemoteRecord';

/**
 * Runtime plugin that bounds every request the federation runtime makes for a remote, with the budget its record
 * holds (the runtime names the remote, nothing more):
 * - manifests get a timeout and a status check (the runtime's fetch has neither);
 * - entry scripts get the remote's timeout instead of the runtime's 20 s default, and `crossorigin` so that an
 *   exception thrown while they evaluate reaches us with its message instead of the opaque "Script error.".
 */
export function boundedLoadingPlugin(records: RemoteRecords): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-bounded-loading',
    fetch(url, init, remoteInfo) {
      return fetchManifest(url, init, records.timeoutOf(remoteInfo?.name));
    },
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: records.timeoutOf(remoteInfo?.name) };
    },
  };
}
