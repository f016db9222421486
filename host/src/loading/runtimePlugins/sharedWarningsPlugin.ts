import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRecords } from '../records/RemoteRecord';

/**
 * Collects, per remote, the federation runtime's complaints about a shared singleton whose version does not satisfy
 * the remote's range (the runtime only logs them). Registered as a global plugin: a remote's consumption of shared
 * modules runs in the remote's own runtime instance, which the host's instance plugins never see. The default
 * resolution is left alone; this only listens.
 */
export function sharedWarningsPlugin(records: RemoteRecords): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-shared-warnings',
    resolveShare(args) {
      const { pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (shareInfo.shareConfig?.singleton && typeof required === 'string' && version && !satisfy(version, required)) {
        records
          .recordFor(shareInfo.from)
          .sharedWarnings.push(
            `the runtime gave ${shareInfo.from} ${pkgName} ${version}, which does not satisfy ${required}`,
          );
      }
      return args;
    },
  };
}
