import { appendFile, cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import { SERVER_BUILD_NAMES } from '@mfp/shared/serverBuild';
import { contentHash, shortHash } from '@mfp/store/files';
import { releaseAuthor, releaseVersion, type ReleasesStore } from '@mfp/store/releases';
import { BUILD_STAMP } from '../../../scripts/lib/ensureBuilt';

export interface DistinctRelease {
  /** The remote's production build (`remotes/<name>/dist`), copied and never changed. */
  buildDir: string;
  remote: string;
  /** The package version the release's version starts with. */
  packageVersion: string;
  /** A folder the copy is made in, and removed from once published. */
  workDir: string;
}

/** Appends one comment line to a script: the same code, other bytes, so another integrity. */
const mark = (file: string, text: string) => appendFile(file, `\n/* ${text} */\n`);

/**
 * Deploys release number `n` of a remote: its build copied with a comment naming `n` appended to its entry and to its
 * server script, so that every release has its own bytes, integrity and server code, then published and switched as
 * `npm run deploy` does (`releaseVersion` under the remote's lock: precompressed copy through staging, integrity
 * recorded, registry written), without the build and the gate. Returns the version, which is live on return.
 */
export async function deployDistinctRelease(
  store: ReleasesStore,
  storePublicUrl: string,
  { buildDir, remote, packageVersion, workDir }: DistinctRelease,
  n: number,
): Promise<string> {
  const distDir = path.join(workDir, `${remote}-${n}`);
  await cp(buildDir, distDir, { recursive: true, filter: (file) => path.basename(file) !== BUILD_STAMP });
  try {
    const serverFolder = path.join(distDir, SERVER_BUILD_NAMES.folder);
    const manifest = JSON.parse(await readFile(path.join(serverFolder, SERVER_BUILD_NAMES.manifest), 'utf8')) as {
      entry: string;
    };
    await mark(path.join(distDir, REMOTE_ENTRY_FILE), `npm run load: deploy ${n}`);
    await mark(path.join(serverFolder, manifest.entry), `npm run load: deploy ${n}`);
    const hash = await contentHash(distDir);
    const version = `${packageVersion}-deploy-${n}-${shortHash(hash)}`;
    const release = { action: 'deploy' as const, version, at: new Date().toISOString(), contentHash: hash };
    await store.withRemoteLock(remote, () =>
      releaseVersion(store, {
        remote,
        release: { ...release, ...releaseAuthor() },
        storePublicUrl,
        build: { distDir },
      }),
    );
    return version;
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
}
