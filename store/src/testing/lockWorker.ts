import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { withRemoteLock, withStoreLock } from '../records/withStoreLock';

/**
 * A separate process for withStoreLock.slow.test.ts and updateReleases.slow.test.ts, started with `node --import tsx lockWorker.ts <mode> ...`:
 * - `append <store> <file> <id> <rounds> <go>`: read-modify-write of a JSON list under the store lock, `rounds` times;
 * - `serial <store> <remote> <log> <id> <rounds> <go>`: under the remote lock, log `start <id>`, yield, log `end <id>`;
 * - `hold <store> <store|remote-name> <staleMs>`: take a lock, print `locked`, and keep it until killed;
 * - `read <file> <stopFile>`: parse the JSON file without any lock until `stopFile` exists, then print what it saw;
 *   prints `ready` after its first good read, so a test starts the writers only once the reader really reads.
 * Writers print `ready` and start together once the file `go` exists: Node's start-up time would otherwise space them
 * out so that they never contend.
 */

interface Appended {
  writes: string[];
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function startTogether(go: string): Promise<void> {
  process.stdout.write('ready\n');
  while (!existsSync(go)) await tick();
}

/** The writers' half: a gap between read and write, where an unlocked writer would lose another's update. */
async function append(store: string, file: string, id: string, rounds: number, go: string): Promise<void> {
  await startTogether(go);
  for (let round = 0; round < rounds; round++) {
    await withStoreLock(store, async () => {
      const current: Appended = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Appended)
        : { writes: [] };
      await tick();
      current.writes.push(`${id}:${round}`);
      // Padding makes each write span several filesystem blocks, so a reader could catch one half-written.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ ...current, padding: 'x'.repeat(64 * 1024) }));
      renameSync(temporary, file);
    });
  }
}

async function serial(store: string, remote: string, log: string, id: string, rounds: number, go: string) {
  await startTogether(go);
  for (let round = 0; round < rounds; round++) {
    await withRemoteLock(store, remote, async () => {
      appendFileSync(log, `start ${id}\n`);
      await tick();
      appendFileSync(log, `end ${id}\n`);
    });
  }
}

async function hold(store: string, which: string, staleMs: number): Promise<void> {
  const keep = () =>
    new Promise<void>(() => {
      process.stdout.write('locked\n');
      setInterval(() => {}, 60_000);
    });
  if (which === 'store') await withStoreLock(store, keep, { staleMs });
  else await withRemoteLock(store, which, keep, { staleMs });
}

async function read(file: string, stopFile: string): Promise<void> {
  let reads = 0;
  const torn: string[] = [];
  while (!existsSync(stopFile)) {
    if (existsSync(file)) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
        JSON.parse(text);
        if (reads++ === 0) process.stdout.write('ready\n');
      } catch (error) {
        // ENOENT between the check and the read is no tear: the writers always rename over an existing file.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') torn.push(text.slice(-80));
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  process.stdout.write(`${JSON.stringify({ reads, torn })}\n`);
}

async function main(): Promise<void> {
  const [mode, ...args] = process.argv.slice(2);
  const [a = '', b = '', c = '', d = '', e = '', f = ''] = args;
  if (mode === 'append') return append(a, b, c, Number(d), e);
  if (mode === 'serial') return serial(a, b, c, d, Number(e), f);
  if (mode === 'hold') return hold(a, b, Number(c));
  if (mode === 'read') return read(a, b);
  throw new Error(`lockWorker: unknown mode ${mode}; see the comment at the top of the file`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
