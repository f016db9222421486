import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openStore } from '../../openStore';
import { parseRecordsUrl } from '../../records/recordsUrl';
import { releaseVersion } from '../../releases/releaseVersion';
import { release } from '../releases';

/**
 * A separate process for postgresDeploys.slow.test.ts, started with `node --import tsx postgresDeployWorker.ts
 * <storeDir> <recordsUrl> <remote> <version> <go>`: deploys `version` of `remote` the way `npm run deploy` does (the
 * remote's lock around `releaseVersion`: publish to the folder, then switch in the database). It prints `ready` and
 * starts once the file `go` exists, so that the workers really run at the same time.
 */
async function main(): Promise<void> {
  const [storeDir = '', recordsUrl = '', remote = '', version = '', go = ''] = process.argv.slice(2);
  const store = openStore({ dir: storeDir, recordsUrl: parseRecordsUrl(recordsUrl) });
  const distDir = path.join(storeDir, '..', `dist-${remote}-${version}`);
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ remote, version }));
  writeFileSync(path.join(distDir, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  process.stdout.write('ready\n');
  while (!existsSync(go)) await new Promise((resolve) => setTimeout(resolve, 5));
  const outcome = await store.withRemoteLock(remote, () =>
    releaseVersion(store, {
      remote,
      release: release('deploy', version, 0, { at: new Date().toISOString() }),
      storePublicUrl: 'http://localhost:3100',
      description: { title: remote, route: `/${remote}`, module: './App' },
      build: { distDir, print: () => {} },
    }),
  );
  process.stdout.write(`${outcome.kind}\n`);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
