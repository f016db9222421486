import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCommand } from '@mfp/settings/command';
import { buildKit } from './buildKit';
import { KIT_LAYOUT } from './kitLayout';
import { kitInputHash, packedFrom, rememberPack } from './packCache';

const run = promisify(execFile);

/**
 * Builds the kit and packs it into `kit/pack/`; returns the tarball's absolute path. A tarball packed from the same
 * inputs is reused (packing takes a minute, most of it the type declarations): the browser test and the slow test
 * of one run install the same package.
 */
export async function packKit(print: (line: string) => void = console.log): Promise<string> {
  const hash = kitInputHash();
  const packed = packedFrom(hash);
  if (packed) {
    print(`✓ the kit is unchanged since its last pack: ${path.relative(KIT_LAYOUT.repoRoot, packed)}`);
    return packed;
  }
  const stage = await buildKit(print);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', KIT_LAYOUT.pack], { cwd: stage });
  const [tarball] = JSON.parse(stdout) as { filename: string }[];
  if (!tarball) throw new Error(`npm pack printed no tarball: ${stdout}`);
  const file = path.join(KIT_LAYOUT.pack, tarball.filename);
  rememberPack(hash, file);
  return file;
}

if (require.main === module) {
  runCommand(async () => {
    const tarball = await packKit();
    console.log(tarball);
  });
}
