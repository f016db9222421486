import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

const MIB = 1024 * 1024;

/** The 512-byte header `pack()` writes for one file of `size` bytes, without writing its contents. */
async function fileHeader(name: string, size: number): Promise<Buffer> {
  const packer = pack();
  packer.entry({ name, size });
  for await (const chunk of packer) {
    packer.destroy();
    return Buffer.from(chunk as Uint8Array).subarray(0, 512);
  }
  throw new Error('pack() wrote no header');
}

/**
 * A decompression bomb: one file that inflates to `mebibytes` MiB of zeros. A gzip stream may be several members one
 * after another, so it is the header's member then the same 1 MiB-of-zeros member (about 1 KiB, deflate's best ratio)
 * repeated, made lazily: nothing close to its inflated size is ever in memory. `sent()` tells how many compressed bytes
 * the reader pulled, to prove the rest was never read.
 */
export async function gzipBomb(
  mebibytes: number,
  shape: 'one-file' | 'zero-blocks' = 'one-file',
): Promise<{ body: Readable; compressedBytes: number; sent(): number }> {
  // 'zero-blocks' is no entry at all: zero blocks, which a tar parser skips like padding, so no file limit sees them.
  const head =
    shape === 'one-file' ? gzipSync(await fileHeader('bomb.bin', mebibytes * MIB)) : gzipSync(Buffer.alloc(0));
  const zeros = gzipSync(Buffer.alloc(MIB), { level: 9 });
  let sent = 0;
  function* members() {
    sent += head.length;
    yield head;
    for (let i = 0; i < mebibytes; i++) {
      sent += zeros.length;
      yield zeros;
    }
  }
  return {
    body: Readable.from(members(), { objectMode: false, highWaterMark: 16 * 1024 }),
    compressedBytes: head.length + zeros.length * mebibytes,
    sent: () => sent,
  };
}
