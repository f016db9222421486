import { readManifest } from '@mfp/shared/compatibility';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { measureCriticalPath, type RecordedCriticalPath } from '@mfp/store/files';
import type { ReleasesStore } from '@mfp/store/releases';
import type { GateBudget } from './overBudget';
import { publishedFiles } from './releaseFiles';

/**
 * The live release's critical path: as its deploy recorded it, or, for a release published before that was recorded,
 * weighed now from its published files. Undefined when it cannot be weighed (no readable manifest, a file missing).
 */
async function liveCriticalPath(
  store: ReleasesStore,
  remote: string,
  version: string,
  recorded: RecordedCriticalPath | undefined,
  module: string,
): Promise<RecordedCriticalPath | undefined> {
  if (recorded) return recorded;
  const files = publishedFiles(store, remote, version);
  const bytes = await files.read(REMOTE_MANIFEST_FILE);
  const read = bytes && readManifest(bytes.toString('utf8'));
  return read?.kind === 'manifest' ? measureCriticalPath(read.manifest, module, (file) => files.read(file)) : undefined;
}

/**
 * What the gate weighs a release of `remote` against (decision 0072): its budget from its settings record, and the
 * live release's critical path to name the files that grew. Undefined when the remote has no budget.
 */
export async function gateBudget(
  store: ReleasesStore,
  remote: string,
  module: string,
): Promise<GateBudget | undefined> {
  const budget = (await store.control.listRemoteSettings()).find((settings) => settings.name === remote)?.budget;
  if (!budget) return undefined;
  const current = (await store.readReleases()).remotes[remote];
  if (!current) return { maxBytes: budget.maxBytes };
  const criticalPath = await liveCriticalPath(
    store,
    remote,
    current.live,
    current.criticalPath?.[current.live],
    module,
  );
  return { maxBytes: budget.maxBytes, ...(criticalPath && { live: { version: current.live, criticalPath } }) };
}
