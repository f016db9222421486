/** Brotli quality for answers compressed on the fly: within a few percent of the best on small text, at a fraction of its cost. */
export const DYNAMIC_BROTLI_QUALITY = 5;
