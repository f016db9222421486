import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { startWorker } from '../testing/startWorker';

let work: string;
let store: FolderStore;

const quiet = () => undefined;
const publish = (version: string, from: string, print: (line: string) => void = quiet) =>
  store.publish('catalog', version, from, { print });

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-publish-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('a publish killed mid-copy', () => {
  const WORKER = path.join(__dirname, '..', 'testing', 'publishWorker.ts');

  /** A build big enough that copying and compressing it takes a while: 400 text files of 16 kB. */
  function bigBuild(): string {
    const dir = path.join(work, 'big');
    mkdirSync(dir, { recursive: true });
    for (let index = 0; index < 400; index++)
      writeFileSync(path.join(dir, `chunk-${index}.js`), `var c${index} = "${String(index).repeat(16_000 / 3)}";`);
    return dir;
  }

  /** Resolves once the publish's staging folder holds a file: it is copying, and the version is not there yet. */
  async function copying(): Promise<string> {
    for (;;) {
      const staging = existsSync(store.layout.stagingDir) ? readdirSync(store.layout.stagingDir) : [];
      const folder = staging.map((name) => path.join(store.layout.stagingDir, name))[0];
      if (folder && existsSync(folder) && readdirSync(folder).length > 0) return folder;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('leaves no folder under the final name, and the next publish removes its staging copy', async () => {
    const build = bigBuild();
    const worker = startWorker(WORKER, store.layout.dir, 'catalog', '2.0.0', build);
    const staging = await copying();
    worker.child.kill('SIGKILL');
    await expect(worker.done).rejects.toThrow('ended (SIGKILL)');
    expect(worker.child.signalCode).toBe('SIGKILL');
    expect(worker.stdout()).not.toContain('published');

    // Killed mid-copy: the half copy is in staging, and nothing under the version's name.
    expect(existsSync(staging)).toBe(true);
    expect(readdirSync(staging).length).toBeLessThan(400 * 3);
    expect(await store.versionExists('catalog', '2.0.0')).toBe(false);
    expect(await store.listVersions('catalog')).toEqual([]);

    const lines: string[] = [];
    await publish('2.0.0', build, (line) => lines.push(line));
    expect(lines).toContainEqual(`  removed ${staging}, left by an interrupted publish`);
    expect(existsSync(staging)).toBe(false);
    expect(
      readdirSync(store.layout.versionDir('catalog', '2.0.0')).filter((file) => file.endsWith('.js')),
    ).toHaveLength(400);
  }, 60_000);
});
