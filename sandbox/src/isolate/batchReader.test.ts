import { batchReader } from './batchReader';

/** A stream reader over `chunks`, as the isolate's stream gives them. */
function source(chunks: Uint8Array[]) {
  const queue = [...chunks];
  return {
    read: () => {
      const value = queue.shift();
      return Promise.resolve(value === undefined ? { done: true } : { done: false, value });
    },
  };
}

const KB = 1024;
const bytes = (size: number, fill = 120) => new Uint8Array(size).fill(fill);

/** Every batch `next()` gives, as sizes, until it says there is no more. */
async function sizes(chunks: Uint8Array[]): Promise<number[]> {
  const next = batchReader(source(chunks));
  const seen: number[] = [];
  for (;;) {
    const { batch, more } = await next();
    seen.push(batch?.byteLength ?? 0);
    if (!more) return seen;
  }
}

describe('batchReader', () => {
  it("gives a slot's usual markup in one batch, with nothing more to ask", async () => {
    expect(await sizes([bytes(2 * KB), bytes(2 * KB), bytes(500)])).toEqual([4 * KB + 500]);
  });

  it('joins chunks up to 64 KB a batch, in order', async () => {
    const next = batchReader(source([bytes(40 * KB, 1), bytes(30 * KB, 2), bytes(10 * KB, 3)]));
    const first = await next();
    expect(first).toMatchObject({ more: true });
    expect(first.batch).toEqual(bytes(40 * KB, 1));
    const second = await next();
    expect(second.batch?.byteLength).toBe(40 * KB);
    expect([second.batch?.[0], second.batch?.[30 * KB]]).toEqual([2, 3]);
    expect(second.more).toBe(false);
  });

  it('sends a chunk larger than a batch alone, the very array, and the chunks around it in their own', async () => {
    const big = bytes(1024 * KB);
    const next = batchReader(source([bytes(KB), big, bytes(KB)]));
    expect((await next()).batch?.byteLength).toBe(KB);
    expect((await next()).batch).toBe(big);
    expect(await next()).toEqual({ batch: bytes(KB), more: false });
  });

  it('skips empty chunks, and answers an empty stream with no batch and nothing more', async () => {
    expect(await sizes([new Uint8Array(0), bytes(10), new Uint8Array(0)])).toEqual([10]);
    expect(await batchReader(source([]))()).toEqual({ batch: null, more: false });
  });
});
