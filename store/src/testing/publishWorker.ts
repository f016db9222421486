import { createFolderStore } from '../createFolderStore';

/**
 * A separate process for publishVersion.slow.test.ts, started with `node --import tsx publishWorker.ts <store> <remote>
 * <version> <dist>`: publishes one build, printing its progress, so that the test can kill it mid-copy.
 */
async function main(): Promise<void> {
  const [storeDir = '', remote = '', version = '', distDir = ''] = process.argv.slice(2);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  await createFolderStore({ dir: storeDir }).publish(remote, version, distDir, { print });
  print('published');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
