import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { SIBLING_SUFFIX } from '@mfp/store/files';
import { MIN_PRECOMPRESS_BYTES, PRECOMPRESSED_EXTENSIONS } from '@mfp/store/testing';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { e2eStore } from './support/e2eStore';

/**
 * Structural guards on what the servers send, read from the files the global setup built and published: they time
 * nothing and cannot flake. The precompressed siblings are what lets the servers send a 200 KB chunk without
 * compressing it per request (`npm run load`); no zod in the page, the federation runtime without its snapshot and Node
 * code, and two boot chunks keep the page's JavaScript small and its requests few (docs/decisions/0039).
 */

const hostDist = path.join(repoRoot, 'host', 'dist');

/** The host page's scripts and preloads, in its order: the entry script first. */
function hostPageScripts(): string[] {
  const html = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script defer src|link rel=preload as=script href)=\/([^\s>]+)>/g)].map(
    ([, file]) => file ?? '',
  );
}

/** Regular files below `dir`, relative, without dot names (never served). */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The version folders of the store: `remotes/<name>/<version>/`. */
function versionFolders(): string[] {
  const { remotesDir } = e2eStore.layout;
  return readdirSync(remotesDir, { withFileTypes: true })
    .filter((remote) => remote.isDirectory())
    .flatMap((remote) =>
      readdirSync(path.join(remotesDir, remote.name), { withFileTypes: true })
        .filter((version) => version.isDirectory())
        .map((version) => path.join(remotesDir, remote.name, version.name)),
    );
}

const DECOMPRESS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

function decompressesTo(decompress: (bytes: Buffer) => Buffer, sibling: Buffer, original: Buffer): boolean {
  try {
    return decompress(sibling).equals(original);
  } catch {
    return false; // not even valid data of its encoding
  }
}

/**
 * What is wrong with the siblings of the text files of `dir`, one line each. Every text file of at least
 * MIN_PRECOMPRESS_BYTES must have a `.br` and a `.gz` sibling that decompress to its exact bytes; `rendered` files
 * (the host's page, which the server renders before sending) must have none, or the sibling would be sent instead.
 */
function siblingProblems(dir: string, rendered: (file: string) => boolean = () => false): string[] {
  const files = new Set(filesBelow(dir));
  const problems: string[] = [];
  for (const file of files) {
    if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file))) continue;
    const original = readFileSync(path.join(dir, file));
    for (const [encoding, suffix] of Object.entries(SIBLING_SUFFIX) as [keyof typeof DECOMPRESS, string][]) {
      const sibling = file + suffix;
      if (rendered(file)) {
        if (files.has(sibling)) problems.push(`${sibling}: a rendered page must have no sibling`);
      } else if (original.length < MIN_PRECOMPRESS_BYTES) {
        continue;
      } else if (!files.has(sibling)) {
        problems.push(`${file} (${original.length} B): no ${suffix} sibling`);
      } else if (!decompressesTo(DECOMPRESS[encoding], readFileSync(path.join(dir, sibling)), original)) {
        problems.push(`${sibling}: does not decompress to ${file}`);
      }
    }
  }
  return problems;
}

test('every text file of the host build has .br and .gz siblings of the same bytes, and its page has none', () => {
  const textFiles = filesBelow(hostDist).filter((file) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)));
  expect(textFiles).toEqual(expect.arrayContaining([...hostPageScripts(), 'index.html']));
  expect(siblingProblems(hostDist, (file) => file.endsWith('.html'))).toEqual([]);
});

test('every text file of every published version folder has .br and .gz siblings of the same bytes', () => {
  const folders = versionFolders();
  expect(folders.length).toBeGreaterThan(0);
  for (const folder of folders) expect(siblingProblems(folder), folder).toEqual([]);
});

/** A string of zod's core (the name of its base schema class), kept by minifiers: present wherever zod is bundled. */
const ZOD_MARKER = '$ZodType';

test('the host page names its entry by content and two boot chunks, all cached for good', () => {
  const [entry, ...bootChunks] = hostPageScripts();
  expect(entry).toMatch(/^main\.[0-9a-f]{8}\.js$/);
  // With the page, four requests to the host: within the six connections a browser opens to it over HTTP/1.1.
  expect(bootChunks).toHaveLength(2);
  for (const chunk of bootChunks) expect(chunk).toMatch(/^\w+\.[0-9a-f]{8}\.js$/);
});

test('no script of the host build carries zod: the page validates with compiled schemas', () => {
  // The marker is zod's own: otherwise its absence would prove nothing.
  const zodCore = path.join(path.dirname(require.resolve('zod/v4/core')), 'schemas.js');
  expect(readFileSync(zodCore, 'utf8')).toContain(`"${ZOD_MARKER}"`);
  const scripts = filesBelow(hostDist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((file) => readFileSync(path.join(hostDist, file), 'utf8').includes(ZOD_MARKER))).toEqual([]);
});

/** Strings of the federation runtime's code the host leaves out: its snapshot plugin's name, its Node script loader's. */
const LEFT_OUT_RUNTIME = [
  { marker: '"snapshot-plugin"', source: '@module-federation/runtime-core/dist/plugins/snapshot/index.js' },
  { marker: 'node:module', source: '@module-federation/sdk/dist/node.js' },
];

test("the host's entry script carries the federation runtime for browsers, without its snapshot plugin", () => {
  const [entry = 'main.js'] = hostPageScripts();
  const code = readFileSync(path.join(hostDist, entry), 'utf8');
  for (const { marker, source } of LEFT_OUT_RUNTIME) {
    const sourceFile = path.join(repoRoot, 'node_modules', source);
    expect(readFileSync(sourceFile, 'utf8')).toContain(marker);
    expect(code.includes(marker), marker).toBe(false);
  }
});
