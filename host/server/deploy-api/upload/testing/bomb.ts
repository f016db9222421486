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
 * The shapes of a bomb, each aimed at another check:
 * - 'one-file': one file of the whole size, which its header declares;
 * - 'many-files': 1 MiB files, each under any sane limit, that add up to the whole size;
 * - 'zero-blocks': no entry at all, zero blocks a tar parser skips like padding, so no file limit sees them.
 */
export type BombShape = 'one-file' | 'many-files' | 'zero-blocks';

/**
 * A decompression bomb of `mebibytes` MiB of zeros. A gzip stream may be several members one after another, so it is
 * made of small gzipped headers and the same 1 MiB-of-zeros member (about 1 KiB, deflate's best ratio) repeated,
 * lazily: nothing close to its inflated size is ever in memory. `sent()` tells how many compressed bytes the reader
 * pulled, to prove the rest was never read.
 */
export async function gzipBomb(
  mebibytes: number,
  shape: BombShape,
): Promise<{ body: Readable; compressedBytes: number; sent(): number }> {
  const zeros = gzipSync(Buffer.alloc(MIB), { level: 9 });
  const members: Buffer[] = [];
  if (shape === 'one-file') members.push(gzipSync(await fileHeader('bomb.bin', mebibytes * MIB)));
  for (let i = 0; i < mebibytes; i++) {
    if (shape === 'many-files') members.push(gzipSync(await fileHeader(`bomb/${i}.bin`, MIB)));
    members.push(zeros); // the same Buffer each time: the list costs a pointer per MiB
  }
  let sent = 0;
  function* send() {
    for (const member of members) {
      sent += member.length;
      yield member;
    }
  }
  return {
    body: Readable.from(send(), { objectMode: false, highWaterMark: 16 * 1024 }),
    compressedBytes: members.reduce((total, member) => total + member.length, 0),
    sent: () => sent,
  };
}
