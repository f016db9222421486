import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFolderStore } from '../createFolderStore';
import { recordRelease } from '../records/releaseHistory';
import { updateReleases } from '../releases/updateReleases';

/**
 * A separate process for updateReleases.slow.test.ts, started with `node --import tsx releasesWorker.ts`:
 * `deploy <store> <remote> <id> <rounds> <go> <log>` publishes and switches `rounds` versions of `remote`
 * (`<id>.<round>`), each the way the deploy command does: the remote's lock around publish and switch, the store's
 * lock around the switch. It logs `start <id>` and `end <id>` inside the remote's lock. It prints `ready` and starts
 * once the file `go` exists, so that the workers really run at the same time.
 */

const ORIGIN = 'http://localhost:3100';
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function deploy(storeDir: string, remote: string, id: string, rounds: number, go: string, log: string) {
  const store = createFolderStore({ dir: storeDir });
  process.stdout.write('ready\n');
  while (!existsSync(go)) await tick();
  for (let round = 0; round < rounds; round++) {
    const version = `${id}.${round}`;
    const dist = path.join(storeDir, '..', `dist-${remote}-${version}`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ remote, version }));
    await store.withRemoteLock(remote, async () => {
      appendFileSync(log, `start ${id}\n`);
      await store.publish(remote, version, dist, { print: () => {} });
      await updateReleases(store, ORIGIN, (releases) => {
        const release = {
          action: 'deploy' as const,
          version,
          at: new Date().toISOString(),
          contentHash: version,
          user: id,
          host: 'worker',
        };
        recordRelease(releases, remote, { title: remote, route: `/${remote}`, module: './App' }, release);
        return { kind: 'changed', result: undefined };
      });
      appendFileSync(log, `end ${id}\n`);
    });
  }
}

async function main(): Promise<void> {
  const [mode, storeDir = '', remote = '', id = '', rounds = '', go = '', log = ''] = process.argv.slice(2);
  if (mode === 'deploy') return deploy(storeDir, remote, id, Number(rounds), go, log);
  throw new Error(`releasesWorker: unknown mode ${mode}; see the comment at the top of the file`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
