import { createHash } from 'node:crypto';
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
 * except those in `without`. `extra` adds files (a build's bookkeeping, a changed chunk). The entry (the first name)
 * starts with the SHA-384 of every other script, as a build with subresource integrity writes them into its runtime,
 * unless `chunkIntegrity` is false, and of every stylesheet, unless `stylesheetIntegrity` is false.
 */
export function writeReleaseFolder(
  dir: string,
  manifest: Record<string, unknown>,
  {
    without = [],
    extra = {},
    chunkIntegrity = true,
    stylesheetIntegrity = true,
  }: {
    without?: string[];
    extra?: Record<string, string>;
    chunkIntegrity?: boolean;
    stylesheetIntegrity?: boolean;
  } = {},
): string[] {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  const named = namedFiles(manifest);
  const files = named.filter((file) => !without.includes(file));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const entry = files.includes(named[0]!) ? named[0] : undefined;
  const others = files.filter((file) => file !== entry);
  const contents = new Map<string, string>(others.map((file) => [file, `/* ${file} */`]));
  for (const [file, content] of Object.entries(extra)) contents.set(file, content);
  if (entry !== undefined && entry in extra) contents.delete(entry);
  for (const [file, content] of contents) write(file, content);
  if (entry !== undefined) {
    const hashes = (extension: string) =>
      JSON.stringify([...contents].filter(([file]) => file.endsWith(extension)).map(([, content]) => sha384(content)));
    const scripts = chunkIntegrity ? `var sriHashes = ${hashes('.js')};\n` : '';
    const stylesheets = stylesheetIntegrity ? `var sriCssHashes = ${hashes('.css')};\n` : '';
    write(entry, scripts + stylesheets + (extra[entry] ?? `/* ${entry} */`));
  }
  return files;
}

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
