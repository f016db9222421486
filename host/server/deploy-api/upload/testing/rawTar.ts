/**
 * Hand-made tar blocks for what `pack()` cannot write: a pax global header, an unknown typeflag, a name with a NUL.
 * The layout is POSIX ustar: name at 0 (100 bytes), mode 100, uid 108, gid 116, size 124 (12), mtime 136, checksum
 * 148 (8), typeflag 156, magic "ustar\0" at 257 and version "00" at 263.
 */
export function rawHeader(options: { name: string | Buffer; typeflag: string; size?: number }): Buffer {
  const block = Buffer.alloc(512);
  Buffer.from(options.name).copy(block, 0, 0, 100);
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  block.write(`${(options.size ?? 0).toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write('00000000000\0', 136, 'ascii');
  block.write(options.typeflag, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.fill(' ', 148, 156); // the checksum is computed with its own field as spaces
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Contents padded to whole 512-byte blocks, as they follow their header. */
export function rawContent(content: string | Buffer): Buffer {
  const bytes = Buffer.from(content);
  return Buffer.concat([bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512)]);
}

/** A pax record, `<length> <key>=<value>\n`, where the length counts the whole record, its own digits included. */
export function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

/** The end-of-archive marker: two zero blocks. */
export const END_OF_ARCHIVE = Buffer.alloc(1024);
