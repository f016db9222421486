import concurrently from 'concurrently';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { devRemotes } from './dev/devRemotes';
import { runMain } from './lib/runMain';

/**
 * Each server in its own Node process, with TypeScript through tsx's loader. `exec`: concurrently runs commands through
 * `sh -c`, and dash stays in between as a parent that a signal would kill without passing it on.
 */
const tsxCommand = (script: string, ...args: string[]) =>
  ['exec', JSON.stringify(process.execPath), '--import', 'tsx', script, ...args].join(' ');

/**
 * `npm run dev`: the host's dev server and every remote's, and the example's products API, in one command, through
 * concurrently: one log prefix per app, and Ctrl-C (SIGINT) or SIGTERM goes to every server's process tree, each of
 * which closes its server and exits.
 * If one server cannot start (a port in use), the others are stopped too and the command fails. The npm scripts
 * `exec` Node for the same reason as the commands below: npm forwards SIGTERM to its child, the shell.
 */
runMain(async () => {
  const remotes = devRemotes();
  const { result } = concurrently(
    [
      { name: 'host', command: tsxCommand('scripts/devHost.ts') },
      ...remotes.map(({ target }) => ({ name: target.name, command: tsxCommand('scripts/devRemote.ts', target.name) })),
      // The catalog's API (PRODUCTS_API_PORT, default 3200), which its standalone page's loader reads (mfp.apiOrigins).
      { name: 'products-api', command: tsxCommand('examples/products-api/src/main.ts') },
    ],
    { cwd: repoRoot, prefix: 'name', padPrefix: true, killOthersOn: ['failure'], handleInput: false },
  );
  await result.then(
    () => undefined,
    () => {
      // concurrently has printed which server failed and why; its exit code says the rest.
      process.exitCode = 1;
    },
  );
});
