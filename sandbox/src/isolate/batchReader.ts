/*
 * Runs inside the isolate: the render's stream as the host pulls it, a batch at a time. Nothing here is trusted to
 * bound anything, as the remote's code runs in this same realm; the host counts what it takes (decision 0084).
 */

/** One batch of the render's bytes, undecoded, and whether the host should ask for more. */
export interface Batch {
  batch: Uint8Array | null;
  more: boolean;
}

interface StreamReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
}

/**
 * Batches of at most BATCH_BYTES (React writes chunks of a few KB): a call into the isolate per batch, not per chunk,
 * and one call in all for a slot's usual markup. A larger chunk goes alone, uncopied, so a big render does not need
 * twice its size here. This only sets the honest case's speed.
 */
const BATCH_BYTES = 64 * 1024;

/** `next()` resolves to the next batch of `source`; `more` is false once the stream is done. */
export function batchReader(source: StreamReader): () => Promise<Batch> {
  let done = false;
  let held: Uint8Array | undefined;
  const chunk = async (): Promise<Uint8Array | undefined> => {
    while (!done) {
      const read = await source.read();
      if (read.done) done = true;
      else if (read.value && read.value.byteLength > 0) return read.value;
    }
    return undefined;
  };
  const batchOf = (chunks: Uint8Array[], size: number): Uint8Array | null => {
    if (chunks.length <= 1) return chunks[0] ?? null;
    const batch = new Uint8Array(size);
    let at = 0;
    for (const part of chunks) {
      batch.set(part, at);
      at += part.byteLength;
    }
    return batch;
  };
  return async () => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let next = held ?? (await chunk()); next !== undefined; next = await chunk()) {
      held = undefined;
      if (size > 0 && size + next.byteLength > BATCH_BYTES) {
        held = next;
        break;
      }
      chunks.push(next);
      size += next.byteLength;
      if (size >= BATCH_BYTES) break;
    }
    return { batch: batchOf(chunks, size), more: held !== undefined || !done };
  };
}
