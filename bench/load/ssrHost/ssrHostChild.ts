/**
 * The host server of `npm run load`'s server-rendering cases: `npm run serve`'s code (`serveHostUntilStopped`, with
 * SERVER_RENDERING and the real sandbox as the environment says), plus one thing a bench needs and a server does not:
 * a full garbage collection on request over IPC (`'gc'`, answered `'gc-done'`), so that a memory figure is the memory
 * the server holds, not garbage V8 had not collected yet. Started by `startSsrHost`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadServerConfig, serveHostUntilStopped } from '@mfp/host-server';

// V8 puts `gc` on contexts made after the flag is set: a new context's global has it.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

process.on('message', (message) => {
  if (message !== 'gc') return;
  // Twice: objects whose finalizers ran in the first collection are freed in the second.
  gc();
  gc();
  process.send?.('gc-done');
});
// The bench going away (its IPC channel closing) ends this server: no orphaned host servers.
process.on('disconnect', () => process.exit(0));

serveHostUntilStopped(loadServerConfig()).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
