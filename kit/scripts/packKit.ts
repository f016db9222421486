import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import lockfile from 'proper-lockfile';
import { runCommand } from '@mfp/settings/command';
import { buildKit } from './buildKit';
import { KIT_LAYOUT } from './kitLayout';
import { kitInputHash, packedFrom, rememberPack } from './packCache';

const run = promisify(execFile);

/**
 * The lock lives in kit/pack/, which git ignores. Its heartbeat cannot beat while the type declarations are generated
 * (a minute or more of synchronous work on a busy machine), so it counts as abandoned only after 10 minutes without
 * one; the waiters retry for about as long.
 */
const PACK_LOCK = {
  lockfilePath: path.join(KIT_LAYOUT.pack, '.pack.lock'),
  stale: 10 * 60_000,
  retries: { retries: 1_000, minTimeout: 250, maxTimeout: 1_000 },
};

/**
 * Builds the kit and packs it into `kit/pack/`; returns the tarball's absolute path. A tarball packed from the same
 * inputs is reused (packing takes a minute, most of it the type declarations): the browser test and the slow test
 * of one run install the same package.
 */
export async function packKit(print: (line: string) => void = console.log): Promise<string> {
  await mkdir(KIT_LAYOUT.pack, { recursive: true });
  // Two test files can pack at once (jest's workers, a browser spec beside them): packing empties and rewrites kit/dist
  // and the stage, so two at once made a tarball of half of each. The second waits, then takes the first's tarball.
  const release = await lockfile.lock(KIT_LAYOUT.pack, PACK_LOCK);
  try {
    return await packUnlocked(print);
  } finally {
    await release();
  }
}

async function packUnlocked(print: (line: string) => void): Promise<string> {
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
