import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeProblem, type HostSharedVersions } from '@mfp/shared/compatibility';
import { checkFetchedManifest } from '../manifest/checkFetchedManifest';
import { fetchManifest, ManifestHttpError } from '../manifest/fetchManifest';
import { IncompatibleRemoteError } from '../manifest/IncompatibleRemoteError';
import type { RemoteRecord, RemoteRecords } from '../records/RemoteRecord';
import { findIntegrityMismatch } from '../integrity/subresourceIntegrity';
import { unverifiableEntry } from '../integrity/UnverifiableEntryError';
import { DeadlineExceededError } from '../../deadline/withDeadline';

/**
 * Runtime plugin that bounds and checks every request the federation runtime makes for a remote, with what its record
 * holds (the runtime names the remote, nothing more):
 * - manifests get a timeout, a status check (the runtime's fetch has neither) and the integrity recorded at deploy,
 *   and are checked for compatibility with the host's shared dependencies: an incompatible remote stops here, before
 *   its entry is even requested; so is a checked release whose entry the host cannot check (SystemJS, or an ES module
 *   deployed without its modules' integrity);
 * - an ES-module entry of a checked release is imported by the runtime only once it and every module file of the
 *   release are in the page's module map, each preloaded with its recorded integrity (`checkModuleEntry`);
 * - entry scripts get the remote's timeout instead of the runtime's 20 s default, the recorded integrity, and
 *   `crossorigin`, which integrity needs and which makes an exception thrown while they evaluate reach us with its
 *   message instead of the opaque "Script error.".
 * - the runtime does not run a checked remote's chunks itself (it preloads an expose's chunks as scripts when it loads
 *   it, and only the remote's webpack runtime knows their integrity): the remote's own loader fetches them, checked.
 * The browser refuses a file that does not match, and says only that it failed: the plugin then finds out whether
 * integrity was why, and leaves the answer in the record (`integrityMismatch`) for the loader.
 * Not covered: the chunks' own integrity, which the remote's webpack runtime sets (docs/decisions/0018).
 */
export function boundedLoadingPlugin(
  records: RemoteRecords,
  hostShared: () => HostSharedVersions,
): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-bounded-loading',
    async fetch(url, init, remoteInfo) {
      const name = remoteInfo?.name;
      const record = name === undefined ? undefined : records.recordFor(name);
      const response = await fetchChecked(url, init, records.timeoutOf(name), record);
      if (name === undefined || !record) return response;
      const body = await response.clone().text();
      const compatibility = checkFetchedManifest(body, hostShared());
      record.compatibility = compatibility;
      if (compatibility?.status === 'incompatible') {
        throw new IncompatibleRemoteError(
          compatibility.problems.map((problem) => describeProblem(name, problem)).join('; '),
        );
      }
      // A checked release must not run an entry that would escape the check (SystemJS, or ES modules without hashes).
      const checked = record.integrity.ofManifest(url);
      const refusal = checked ? unverifiableEntry(name, body, checked) : undefined;
      if (refusal) throw refusal;
      return response;
    },
    async loadEntry({ remoteInfo, remoteEntryExports }) {
      if (!remoteEntryExports) await checkIfModuleEntry(records, remoteInfo);
    },
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        if (records.recordFor(op.nameOrAlias).integrity.checksCurrent) op.filter = () => false;
      }
    },
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      const timeout = records.timeoutOf(remoteInfo?.name);
      const record = remoteInfo === undefined ? undefined : records.recordFor(remoteInfo.name);
      const release = record?.integrity.releaseOfScript(url);
      if (!record || !release) return { script, timeout };
      const expected = release.integrity.entry;
      // Any other script of a checked remote would run unchecked (the preloads above are off): it fails closed.
      script.integrity = expected;
      if (url === remoteInfo?.entry) {
        // Runs before the runtime's own `onerror`, so the check is under way when the load rejects.
        script.addEventListener(
          'error',
          () => {
            record.integrity.recordMismatch(release.manifestUrl, findIntegrityMismatch(url, expected, timeout));
          },
          { once: true },
        );
      }
      return { script, timeout };
    },
  };
}

/**
 * `checkModuleEntry` for an ES-module entry. Only such remotes need it: a chunk of its own keeps it off every other
 * page's critical path. If that chunk cannot be had, the import throws and the release is not loaded unchecked.
 */
async function checkIfModuleEntry(
  records: RemoteRecords,
  remoteInfo: { name: string; entry: string; type: string },
): Promise<void> {
  if (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm') return;
  const { checkModuleEntry } = await import(/* webpackChunkName: "lazy-module-entry-check" */ './checkModuleEntry');
  await checkModuleEntry(records.recordFor(remoteInfo.name), remoteInfo);
}

/** The manifest, fetched with its recorded integrity when the record has one. */
async function fetchChecked(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  record: RemoteRecord | undefined,
): Promise<Response> {
  const expected = record?.integrity.ofManifest(url)?.manifest;
  if (!record || !expected) return fetchManifest(url, init, timeoutMs);
  try {
    return await fetchManifest(url, { ...init, integrity: expected }, timeoutMs);
  } catch (error) {
    // An HTTP error or a timeout is what it says; the browser reports a mismatch like a network error.
    if (error instanceof ManifestHttpError || error instanceof DeadlineExceededError) throw error;
    const mismatch = await findIntegrityMismatch(url, expected, timeoutMs);
    record.integrity.recordMismatch(url, Promise.resolve(mismatch));
    throw mismatch ?? error;
  }
}
