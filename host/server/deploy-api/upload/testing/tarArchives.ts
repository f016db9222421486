import { gzipSync } from 'node:zlib';
import { pack, type Header } from 'tar-stream';

/** An entry for a test archive: tar-stream's header, with the contents of a file beside it. */
export type TestEntry = Partial<Header> & { name: string; content?: string | Buffer; pax?: Record<string, string> };

/** The tar bytes (not compressed) of these entries, written by tar-stream's own `pack()`, malicious ones included. */
export async function tarOf(entries: readonly TestEntry[]): Promise<Buffer> {
  const packer = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of packer) chunks.push(Buffer.from(chunk as Uint8Array));
  })();
  for (const { content, ...header } of entries) {
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      // Links, folders and devices carry no contents: their sink finishes by itself.
      const hasContents = header.type === undefined || header.type === 'file' || header.type === 'contiguous-file';
      if (hasContents) packer.entry(header, content ?? '', done);
      else packer.entry(header, done);
    });
  }
  packer.finalize();
  await collected;
  return Buffer.concat(chunks);
}

/** A gzipped tar of these entries, the body `mfp deploy` sends. */
export async function tarGzOf(entries: readonly TestEntry[]): Promise<Buffer> {
  return gzipSync(await tarOf(entries));
}

/** A small build folder's worth of entries, the shape of a real remote's `dist/`. */
export const BUILD_ENTRIES: readonly TestEntry[] = [
  { name: './', type: 'directory' },
  { name: './remoteEntry.js', content: 'var catalog;', mode: 0o755 },
  { name: './mf-manifest.json', content: '{"name":"catalog"}', mode: 0o600 },
  { name: './static/', type: 'directory' },
  { name: './static/js/', type: 'directory' },
  {
    name: './static/js/main.1a2b.js',
    content: 'console.log(1);\n'.repeat(100),
    mode: 0o777,
    uid: 4242,
    mtime: new Date('2001-02-03T04:05:06Z'),
  },
];
