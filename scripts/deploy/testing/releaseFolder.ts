import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const resolveFromHere = createRequire(__filename).resolve;

/** A real `mf-manifest.json` from `@mfp/testing` (see testing/manifests/README.md), by file name without `.json`. */
export function realManifest(name: string): Record<string, unknown> {
  const file = resolveFromHere(`@mfp/testing/manifests/${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Every file name a manifest mentions: its entry, and every list under an `assets` object, wherever it is. */
export function namedFiles(manifest: Record<string, unknown>): string[] {
  const files = new Set<string>();
  const entry = (manifest.metaData as { remoteEntry: { name: string; path?: string } }).remoteEntry;
  files.add(path.posix.join(entry.path ?? '', entry.name));
  const visit = (value: unknown, underAssets: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value)
        if (typeof item === 'string' && underAssets) files.add(item);
        else visit(item, underAssets);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, underAssets || key === 'assets');
    }
  };
  visit(manifest, false);
  return [...files];
}

/**
 * Writes a release folder as a build would leave it: the manifest, and a small file for each name it mentions,
 * except those in `without`. `extra` adds files (a build's bookkeeping, a changed chunk).
 */
export function writeReleaseFolder(
  dir: string,
  manifest: Record<string, unknown>,
  { without = [], extra = {} }: { without?: string[]; extra?: Record<string, string> } = {},
): string[] {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  const files = namedFiles(manifest).filter((file) => !without.includes(file));
  for (const [file, content] of [...files.map((file) => [file, `/* ${file} */`]), ...Object.entries(extra)]) {
    mkdirSync(path.dirname(path.join(dir, file as string)), { recursive: true });
    writeFileSync(path.join(dir, file as string), content as string);
  }
  return files;
}
