/**
 * The servers of `npm run bench` and `npm run load`, in a process of their own so that the browser driver or the load
 * generator does not share their event loop, and their memory can be read from /proc. Started by
 * `startBenchServerProcess`; sends the URLs over IPC once listening, stops on SIGTERM.
 */
import { startBenchServers } from './benchServers';

const optional = (name: string) => (process.env[name] ? process.env[name] : undefined);

startBenchServers(
  { level: process.env.BENCH_LOG_LEVEL ?? 'info' },
  { tlsStoreOrigin: optional('BENCH_TLS_STORE_ORIGIN'), registryCopiesDir: optional('BENCH_REGISTRY_COPIES_DIR') },
).then(
  (urls) => process.send?.({ ready: urls }),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
process.on('SIGTERM', () => process.exit(0));
