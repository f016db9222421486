/**
 * The HTML one server render returns, counted and decoded as its bytes arrive (decision 0084): `add` takes one batch
 * and says whether the total is still within `limitBytes`, `text()` is the whole output once the stream is done. The
 * limit counts UTF-8 bytes as the isolate sends them, so an output whose last character ends exactly at the limit
 * passes, and a character split across two batches is counted and decoded once.
 *
 * Not covered: what the caller does over the limit (the render process disposes the isolate), and a single batch's
 * size, which is bounded only by the isolate's memory limit: it has been copied out by the time it is counted.
 */
export class OutputBudget {
  private readonly decoder = new TextDecoder();
  private readonly parts: string[] = [];
  private used = 0;

  constructor(readonly limitBytes: number) {}

  /** Counts `batch`; false once the output is over the limit, and then it is not decoded (nothing of it is kept). */
  add(batch: Uint8Array): boolean {
    this.used += batch.byteLength;
    if (this.used > this.limitBytes) return false;
    // `stream: true` keeps a character split across batches for the next one, rather than a replacement character.
    this.parts.push(this.decoder.decode(batch, { stream: true }));
    return true;
  }

  /** The output, decoded; ends the decoder's stream, so call it once, after the last `add`. */
  text(): string {
    return this.parts.join('') + this.decoder.decode();
  }
}
