import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A build to publish, as a local folder whatever the implementation: what a deploy has in hand after building. */
export interface BuildFolders {
  /** A new build folder holding `files` (relative path → text). */
  make(files: Record<string, string>): Promise<string>;
  cleanup(): Promise<void>;
}

export function buildFolders(): BuildFolders {
  const made: string[] = [];
  return {
    async make(files) {
      const dir = await mkdtemp(path.join(tmpdir(), 'store-contract-build-'));
      made.push(dir);
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      return dir;
    },
    async cleanup() {
      await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
