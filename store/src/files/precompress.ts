import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIN_PRECOMPRESS_BYTES, precompressedSibling } from './precompressedSibling';
import { SIBLING_SUFFIX, type Encoding } from './precompressedSiblings';

/**
 * Text formats worth compressing. Images, fonts and archives are compressed by their own format already: a second pass
 * costs deploy time and saves next to nothing.
 */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.map',
  '.svg',
  '.txt',
];

const ENCODINGS = Object.keys(SIBLING_SUFFIX) as Encoding[];

/** What happened to one text file; `file` is relative to the folder, with `/` separators. */
type PrecompressedFile =
  | { kind: 'compressed'; file: string; bytes: number; siblings: Partial<Record<Encoding, number>> }
  | { kind: 'too-small'; file: string; bytes: number }
  | { kind: 'incompressible'; file: string; bytes: number };

export interface PrecompressOptions {
  /**
   * Text files to leave alone, by path relative to the folder (`/` separators): files the server renders before it
   * sends them, such as the host's `index.html` template, whose sibling would be sent in place of the rendered page.
   * Any sibling they already have is removed.
   */
  exclude?: (file: string) => boolean;
}

export interface PrecompressSummary {
  /** Every file with a precompressed extension, sorted by path. */
  files: PrecompressedFile[];
}

/** Regular files below `dir`, skipping dot names (never served) and symbolic links (could point out of the folder). */
async function listFiles(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const child = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return listFiles(dir, child);
        return entry.isFile() ? [child] : [];
      }),
  );
  return nested.flat();
}

async function precompressFile(dir: string, file: string): Promise<PrecompressedFile> {
  const full = path.join(dir, file);
  const bytes = await readFile(full);
  const siblings: Partial<Record<Encoding, number>> = {};
  for (const encoding of ENCODINGS) {
    const compressed = await precompressedSibling(encoding, bytes, file);
    if (compressed) {
      await writeFile(full + SIBLING_SUFFIX[encoding], compressed);
      siblings[encoding] = compressed.length;
    }
  }
  // Whatever this run did not write must not linger from an earlier build: the server would send it for this file.
  for (const encoding of ENCODINGS)
    if (siblings[encoding] === undefined) await rm(full + SIBLING_SUFFIX[encoding], { force: true });
  if (Object.keys(siblings).length > 0) return { kind: 'compressed', file, bytes: bytes.length, siblings };
  return { kind: bytes.length < MIN_PRECOMPRESS_BYTES ? 'too-small' : 'incompressible', file, bytes: bytes.length };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function describe(outcome: Extract<PrecompressedFile, { kind: 'compressed' }>): string {
  const sizes = ENCODINGS.flatMap((encoding) => {
    const size = outcome.siblings[encoding];
    return size === undefined ? [] : [`${encoding} ${kB(size)}`];
  });
  return `${outcome.file} ${kB(outcome.bytes)} → ${sizes.join(', ')}`;
}

function totals(files: PrecompressedFile[]): string {
  const compressed = files.filter((file) => file.kind === 'compressed');
  const original = compressed.reduce((sum, file) => sum + file.bytes, 0);
  const per = ENCODINGS.map(
    (encoding) =>
      `${encoding} ${kB(compressed.reduce((sum, file) => sum + (file.siblings[encoding] ?? file.bytes), 0))}`,
  );
  const left = files.length - compressed.length;
  return (
    `precompressed ${compressed.length} files, ${kB(original)} → ${per.join(', ')}; ` +
    `${left} left as they are (under ${MIN_PRECOMPRESS_BYTES} bytes or incompressible)`
  );
}

/**
 * Writes a `.br` and a `.gz` sibling next to every text file of `dir` (a version's staging folder), so a static server
 * sends them as they are and never compresses on the fly. Run it before the folder becomes visible: it writes in
 * place. Siblings it decides against (file too small, or not smaller compressed) are removed, so a stale one from an
 * earlier run is never served. `options.exclude` names files that must have no sibling at all.
 *
 * The output is a pure function of the input bytes on a given Node version (gzip's header carries no time and no
 * name), so a republish of identical files produces identical siblings. Not covered: another Node or zlib version may
 * compress differently, so compare the original files, not the siblings, to decide whether two publishes are the same.
 */
export async function precompress(
  dir: string,
  print: (line: string) => void = console.log,
  { exclude = () => false }: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  const textFiles = (await listFiles(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)));
  const excluded = textFiles.filter(exclude);
  await Promise.all(
    excluded.flatMap((file) =>
      ENCODINGS.map((encoding) => rm(path.join(dir, file + SIBLING_SUFFIX[encoding]), { force: true })),
    ),
  );
  const files = textFiles.filter((file) => !excluded.includes(file)).sort();
  print(`precompressing ${files.length} text files in ${dir} (br and gzip)`);
  const outcomes: PrecompressedFile[] = new Array(files.length);
  let next = 0;
  // zlib runs on libuv's thread pool (4 threads by default): a few files at a time use the cores without flooding it.
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const outcome = await precompressFile(dir, files[index] as string);
      outcomes[index] = outcome;
      if (outcome.kind === 'compressed') print(`  ${describe(outcome)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker));
  print(totals(outcomes));
  return { files: outcomes };
}
