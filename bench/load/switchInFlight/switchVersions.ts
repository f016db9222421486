import { appendFile, cp } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import type { ReleasesStore } from '@mfp/store/releases';
import { contentHash, shortHash } from '@mfp/store/files';
import { releaseAuthor, releaseVersion } from '@mfp/store/releases';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import { BENCH_PATHS } from '../../benchPaths';

/** The remote whose live version the case switches back and forth. */
export const SWITCHED_REMOTE = 'catalog';

export interface SwitchVersions {
  /** The live version when the run began, and the one published for it. */
  versions: readonly [string, string];
  /** The integrity recorded for each of them. */
  integrities: ReadonlyMap<string, ReleaseIntegrity>;
  /** Makes `version` live, as `npm run deploy -- catalog --to <version>` does: no build, the records only. */
  switchTo(version: string): Promise<void>;
}

/**
 * A copy of the live version's folder of the bench store with one comment appended to its entry: the same remote,
 * with another integrity, so that a registry entry mixing the two versions' fields shows.
 */
async function secondBuild(live: string, workDir: string): Promise<string> {
  const dir = path.join(workDir, `${SWITCHED_REMOTE}-second`);
  await cp(path.join(BENCH_PATHS.storeDir, REMOTES_FOLDER, SWITCHED_REMOTE, live), dir, { recursive: true });
  await appendFile(path.join(dir, REMOTE_ENTRY_FILE), `\n/* ${live}, again: npm run load's switch case */\n`);
  return dir;
}

/**
 * Gives `store`'s records a second published version of catalog to switch to: the live one's files again (see
 * `secondBuild`), published into the bench store when not already there (its name holds its content's hash), and made
 * live by `releaseVersion`, which records its integrity.
 */
export async function prepareSwitchVersions(
  store: ReleasesStore,
  storePublicUrl: string,
  workDir: string,
): Promise<SwitchVersions> {
  const live = (await store.readReleases()).remotes[SWITCHED_REMOTE]?.live;
  if (live === undefined)
    throw new Error(`the bench store has no release of ${SWITCHED_REMOTE}: npm run load builds and seeds it first`);
  const distDir = await secondBuild(live, workDir);
  const hash = await contentHash(distDir);
  const second = `${live}-switch.${shortHash(hash)}`;
  const release = (action: 'deploy' | 'rollback', version: string, versionHash: string) => ({
    action,
    version,
    at: new Date().toISOString(),
    contentHash: versionHash,
    ...releaseAuthor(),
  });
  await releaseVersion(store, {
    remote: SWITCHED_REMOTE,
    release: release('deploy', second, hash),
    storePublicUrl,
    build: { distDir, print: () => {} },
  });
  const recorded = (await store.readReleases()).remotes[SWITCHED_REMOTE]?.integrity ?? {};
  const integrities = new Map<string, ReleaseIntegrity>();
  for (const version of [live, second]) {
    const integrity = recorded[version];
    if (integrity === undefined)
      throw new Error(`no integrity is recorded for ${SWITCHED_REMOTE}@${version}: delete bench/dist and run again`);
    integrities.set(version, integrity);
  }
  return {
    versions: [live, second],
    integrities,
    async switchTo(version) {
      await releaseVersion(store, {
        remote: SWITCHED_REMOTE,
        release: release('rollback', version, await store.versionContentHash(SWITCHED_REMOTE, version)),
        storePublicUrl,
      });
    },
  };
}
