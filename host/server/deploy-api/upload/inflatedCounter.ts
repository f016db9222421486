import { Transform, type TransformCallback } from 'node:stream';
import { refuse } from './uploadRefusals';

/**
 * Sits between gunzip and the tar parser. It bounds what may be inflated at all (contents plus the tar format's headers
 * and padding), so a bomb made of headers or padding rather than file contents stops too, and it remembers how many
 * zero bytes end the stream: a complete tar ends with two zero blocks, a tar cut short at an entry boundary does not.
 */
export class InflatedCounter extends Transform {
  bytes = 0;
  trailingZeros = 0;

  constructor(
    private readonly cap: number,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.cap) return callback(refuse.unpackedTooLarge(this.maxBytes));
    let last = chunk.length - 1;
    while (last >= 0 && chunk[last] === 0) last--;
    this.trailingZeros = last < 0 ? this.trailingZeros + chunk.length : chunk.length - 1 - last;
    callback(null, chunk);
  }
}

/** A tar is made of 512-byte blocks; two zero blocks are the end-of-archive marker every tar writer puts last. */
export const TAR_BLOCK = 512;
export const END_OF_ARCHIVE_BYTES = 2 * TAR_BLOCK;
