import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the runtime's snapshot of a manifest says about the entry script (`@module-federation/sdk`'s snapshot). */
interface EntrySnapshot {
  remoteEntry?: string;
  remoteEntryType?: string;
  globalName?: string;
  publicPath?: string;
  version?: string;
  buildVersion?: string;
}

/**
 * Runtime plugin that turns a remote registered by its `mf-manifest.json` into its `remoteEntry.js`, in place of the
 * runtime's snapshot plugin, which the host build leaves out (`disableSnapshot`, docs/decisions/0039): that plugin
 * also computes and preloads each expose's chunks, which the host switches off for every checked release anyway
 * (`boundedLoadingPlugin`), and which the host server hints in the page. The manifest is still fetched by the runtime
 * (through `boundedLoadingPlugin`'s `fetch`: timeout, integrity, compatibility), with the runtime's own errors.
 * Not covered: a manifest with `getPublicPath`, which the runtime would evaluate with `new Function` (the page's
 * Content-Security-Policy forbids it; remotes are built with `publicPath: 'auto'`, decision 0006).
 */
export function manifestEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-manifest-entry',
    async afterResolve(args) {
      const { remote, remoteInfo, origin, id } = args;
      if (!('entry' in remote) || !remote.entry.includes('.json')) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote, id });
      const snapshot = remoteSnapshot as EntrySnapshot;
      if (!snapshot.remoteEntry || snapshot.publicPath === undefined) {
        throw new Error(`${remote.entry} names no remote entry with a public path, so ${remote.name} cannot load`);
      }
      remoteInfo.type = snapshot.remoteEntryType ?? 'global';
      remoteInfo.entryGlobalName = snapshot.globalName ?? remoteInfo.entryGlobalName;
      remoteInfo.entry = `${snapshot.publicPath}${snapshot.remoteEntry}`;
      remoteInfo.version = snapshot.version;
      remoteInfo.buildVersion = snapshot.buildVersion;
      return { ...args, remoteSnapshot };
    },
  };
}
