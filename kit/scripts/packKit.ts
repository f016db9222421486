import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runMain } from '../../scripts/lib/runMain';
import { buildKit } from './buildKit';
import { KIT_LAYOUT } from './kitLayout';

const run = promisify(execFile);

/** Builds the kit and packs it into `kit/pack/`; returns the tarball's absolute path. */
export async function packKit(print: (line: string) => void = console.log): Promise<string> {
  const stage = await buildKit(print);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', KIT_LAYOUT.pack], { cwd: stage });
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no tarball: ${stdout}`);
  return path.join(KIT_LAYOUT.pack, packed.filename);
}

if (require.main === module) {
  runMain(async () => {
    const tarball = await packKit();
    console.log(tarball);
  });
}
