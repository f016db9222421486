import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeProblem, type HostSharedVersions } from '@mfp/shared/compatibility';
import { checkFetchedManifest } from './checkFetchedManifest';
import { fetchManifest } from './fetchManifest';
import { IncompatibleRemoteError } from './IncompatibleRemoteError';
import type { RemoteRecords } from './RemoteRecord';

/**
 * Runtime plugin that bounds every request the federation runtime makes for a remote, with the budget its record
 * holds (the runtime names the remote, nothing more):
 * - manifests get a timeout and a status check (the runtime's fetch has neither), and are checked for compatibility
 *   with the host's shared dependencies: an incompatible remote stops here, before its entry is even requested;
 * - entry scripts get the remote's timeout instead of the runtime's 20 s default, and `crossorigin` so that an
 *   exception thrown while they evaluate reaches us with its message instead of the opaque "Script error.".
 */
export function boundedLoadingPlugin(
  records: RemoteRecords,
  hostShared: () => HostSharedVersions,
): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-bounded-loading',
    async fetch(url, init, remoteInfo) {
      const response = await fetchManifest(url, init, records.timeoutOf(remoteInfo?.name));
      const name = remoteInfo?.name;
      if (name === undefined) return response;
      const compatibility = checkFetchedManifest(await response.clone().text(), hostShared());
      records.recordFor(name).compatibility = compatibility;
      if (compatibility?.status === 'incompatible') {
        throw new IncompatibleRemoteError(
          compatibility.problems.map((problem) => describeProblem(name, problem)).join('; '),
        );
      }
      return response;
    },
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: records.timeoutOf(remoteInfo?.name) };
    },
  };
}
