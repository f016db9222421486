import fs from 'node:fs/promises';

/**
 * Counts the bytes unpackUpload writes to files by wrapping `fs.promises.open` (jest's CommonJS modules read it at each
 * call), so a test can see what reached the disk before a refusal removed it. `restore()` puts the real `open` back.
 */
export function countWrites(): { written(): number; restore(): void } {
  let written = 0;
  const realOpen = fs.open;
  const countingOpen = async (...args: Parameters<typeof fs.open>) => {
    const handle = await realOpen(...args);
    const realWrite = handle.write.bind(handle) as (chunk: Uint8Array) => Promise<unknown>;
    Object.assign(handle, {
      write: (chunk: Uint8Array) => {
        written += chunk.byteLength;
        return realWrite(chunk);
      },
    });
    return handle;
  };
  Object.assign(fs, { open: countingOpen });
  return { written: () => written, restore: () => Object.assign(fs, { open: realOpen }) };
}
