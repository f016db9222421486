import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Counts the bytes unpackUpload writes to files, and may slow each write down to play a slow disk, by wrapping
 * `fs.promises.open` (jest's CommonJS modules read it at each call). `restore()` puts the real `open` back.
 */
export function countWrites(options: { delayMs?: number } = {}): { written(): number; restore(): void } {
  let written = 0;
  const realOpen = fs.open;
  const countingOpen = async (...args: Parameters<typeof fs.open>) => {
    const handle = await realOpen(...args);
    const realWrite = handle.write.bind(handle) as (chunk: Uint8Array) => Promise<unknown>;
    Object.assign(handle, {
      write: async (chunk: Uint8Array) => {
        if (options.delayMs !== undefined) await sleep(options.delayMs);
        written += chunk.byteLength;
        return realWrite(chunk);
      },
    });
    return handle;
  };
  Object.assign(fs, { open: countingOpen });
  return { written: () => written, restore: () => Object.assign(fs, { open: realOpen }) };
}
