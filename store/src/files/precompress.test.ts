import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';
import { MIN_PRECOMPRESS_BYTES } from './precompressedSibling';

/** Text that compresses like code: repetitive, but not one repeated byte. */
function codeLike(lines: number, seed: string): string {
  return Array.from(
    { length: lines },
    (_, i) => `export const ${seed}${i} = () => render("${seed}", ${i * 7});\n`,
  ).join('');
}

/** Bytes that do not compress, and are the same on every run (a linear congruential generator, not Math.random). */
function noise(length: number): Buffer {
  let state = 12345;
  return Buffer.from(Array.from({ length }, () => (state = (state * 1103515245 + 12345) % 2 ** 31) >> 23));
}

let root: string;
let dir: string;

function writeFixture(folder: string): void {
  mkdirSync(path.join(folder, 'nested'), { recursive: true });
  writeFileSync(path.join(folder, 'remoteEntry.js'), codeLike(400, 'entry'));
  writeFileSync(path.join(folder, 'remoteEntry.js.map'), JSON.stringify({ mappings: codeLike(300, 'map') }));
  writeFileSync(path.join(folder, 'nested', 'app.css'), codeLike(60, 'css'));
  writeFileSync(path.join(folder, 'small.txt'), 'a license note');
  writeFileSync(path.join(folder, 'small.txt.gz'), 'left by an earlier build');
  writeFileSync(path.join(folder, 'noise.txt'), noise(4096));
  writeFileSync(path.join(folder, 'photo.png'), codeLike(100, 'png'));
  writeFileSync(path.join(folder, '.hidden.js'), codeLike(100, 'hidden'));
}

/** Every file below `folder` with its bytes, keyed by relative path. */
function snapshot(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(folder, full), readFileSync(full).toString('base64')];
    }),
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mfp-precompress-'));
  dir = path.join(root, 'catalog@1.0.0');
  writeFixture(dir);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const quiet = () => {};

test('writes br and gz siblings that decompress to the original, for every text file of at least 1 KB', async () => {
  const summary = await precompress(dir, quiet);

  for (const file of ['remoteEntry.js', 'remoteEntry.js.map', 'nested/app.css']) {
    const original = readFileSync(path.join(dir, file));
    expect(original.length).toBeGreaterThanOrEqual(MIN_PRECOMPRESS_BYTES);
    const br = readFileSync(path.join(dir, `${file}.br`));
    const gz = readFileSync(path.join(dir, `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(summary.files).toContainEqual({
      kind: 'compressed',
      file,
      bytes: original.length,
      siblings: { br: br.length, gzip: gz.length },
    });
  }
});

test('leaves small, incompressible, binary and hidden files alone, and removes a stale sibling', async () => {
  const summary = await precompress(dir, quiet);

  expect(summary.files.map(({ kind, file }) => `${kind} ${file}`)).toEqual([
    'compressed nested/app.css',
    'incompressible noise.txt',
    'compressed remoteEntry.js',
    'compressed remoteEntry.js.map',
    'too-small small.txt',
  ]);
  const siblings = Object.keys(snapshot(dir)).filter((file) => /\.(br|gz)$/.test(file));
  expect(siblings.sort()).toEqual([
    'nested/app.css.br',
    'nested/app.css.gz',
    'remoteEntry.js.br',
    'remoteEntry.js.gz',
    'remoteEntry.js.map.br',
    'remoteEntry.js.map.gz',
  ]);
});

test('the same input bytes give the same output bytes, in another folder and on a second run', async () => {
  const copy = path.join(root, 'catalog@1.0.0-again');
  cpSync(dir, copy, { recursive: true });

  const first = await precompress(dir, quiet);
  await precompress(copy, quiet);
  const afterFirst = snapshot(dir);
  expect(snapshot(copy)).toEqual(afterFirst);

  // A run over an already precompressed folder neither compresses the siblings again nor changes a byte.
  const second = await precompress(dir, quiet);
  expect(second).toEqual(first);
  expect(snapshot(dir)).toEqual(afterFirst);
});

test('prints what it is doing, each compressed file, and the totals', async () => {
  const lines: string[] = [];
  await precompress(dir, (line) => lines.push(line));

  expect(lines[0]).toBe(`precompressing 5 text files in ${dir} (br and gzip)`);
  expect(lines.filter((line) => line.startsWith('  ')).sort()).toEqual([
    expect.stringMatching(/^ {2}nested\/app\.css \d+\.\d kB → br \d+\.\d kB, gzip \d+\.\d kB$/),
    expect.stringMatching(/^ {2}remoteEntry\.js \d+\.\d kB → br \d+\.\d kB, gzip \d+\.\d kB$/),
    expect.stringMatching(/^ {2}remoteEntry\.js\.map \d+\.\d kB → br \d+\.\d kB, gzip \d+\.\d kB$/),
  ]);
  expect(lines.at(-1)).toMatch(
    new RegExp(
      `^precompressed 3 files, \\d+\\.\\d kB → br \\d+\\.\\d kB, gzip \\d+\\.\\d kB; ` +
        `2 left as they are \\(under ${MIN_PRECOMPRESS_BYTES} bytes or incompressible\\)$`,
    ),
  );
});

test('an empty folder is fine', async () => {
  const empty = path.join(root, 'empty');
  mkdirSync(empty);
  await expect(precompress(empty, quiet)).resolves.toEqual({ files: [] });
});

test('leaves excluded files without siblings, removing any an earlier run left', async () => {
  writeFileSync(path.join(dir, 'index.html'), codeLike(100, 'page'));
  writeFileSync(path.join(dir, 'index.html.br'), 'left by an earlier build');
  const summary = await precompress(dir, quiet, { exclude: (file) => file.endsWith('.html') });

  const names = readdirSync(dir);
  expect(names.filter((name) => name.startsWith('index.html'))).toEqual(['index.html']);
  expect(names).toEqual(expect.arrayContaining(['remoteEntry.js.br', 'remoteEntry.js.gz']));
  expect(summary.files.map((file) => file.file)).not.toContain('index.html');
});
