import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputHash } from '@mfp/webpack-config/inputHash';
import { KIT_LAYOUT } from './kitLayout';

/** Beside the tarballs: the input hash of the last pack and the tarball it made. */
const MARKER = '.last-pack.json';

/**
 * A hash of everything the kit is bundled from: its own sources and scripts, the host's browser code it bundles (the
 * standalone shell, the router surface), what the commands share (`@mfp/settings/command`), and with each of them
 * the shared workspace, the webpack factories and the root package.json, lockfile and tsconfig (`inputHash`).
 */
export function kitInputHash(root: string = KIT_LAYOUT.repoRoot): string {
  const folders = ['kit/src', 'kit/scripts', 'host/src', 'settings/src'];
  const files = ['kit/package.json', 'kit/README.md', 'kit/tsconfig.dts.json'];
  const parts = [
    ...folders.map((folder) => inputHash(path.join(root, folder), 'kit', root)),
    ...files.map((file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '')),
  ];
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

/** The tarball packed from inputs with this hash, if it is still there; packing again would make the same package. */
export function packedFrom(hash: string, packDir: string = KIT_LAYOUT.pack): string | undefined {
  try {
    const last = JSON.parse(readFileSync(path.join(packDir, MARKER), 'utf8')) as { hash?: unknown; tarball?: unknown };
    if (last.hash !== hash || typeof last.tarball !== 'string') return undefined;
    const tarball = path.join(packDir, path.basename(last.tarball));
    return existsSync(tarball) ? tarball : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPack(hash: string, tarball: string, packDir: string = KIT_LAYOUT.pack): void {
  writeFileSync(path.join(packDir, MARKER), JSON.stringify({ hash, tarball: path.basename(tarball) }));
}
