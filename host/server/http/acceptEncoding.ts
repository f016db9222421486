/** The encodings the host server keeps bytes in, best first: brotli is smaller than gzip for the same text. */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly StoredEncoding[] = ['br', 'gzip', 'identity'];

/** The q-value of each coding an Accept-Encoding header names (RFC 9110 12.5.3), `*` included. */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    named.set(coding, Number.isFinite(value) ? value : 0);
  }
  return named;
}

/**
 * Which of the `available` encodings of one answer to send for a request's Accept-Encoding: the one the client rates
 * highest, brotli before gzip before the bytes as they are on a tie. Without the header, or when it accepts none of
 * them, the bytes as they are (`identity`), which every client reads.
 *
 * Not covered: refusing `identity;q=0` with 406. No browser sends it, and an answer it can read beats an error.
 */
export function chooseEncoding(header: string | undefined, available: ReadonlySet<StoredEncoding>): StoredEncoding {
  if (header === undefined || header === '') return 'identity';
  const named = qualities(header);
  const wildcard = named.get('*');
  let best: StoredEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    if (encoding === 'identity' || !available.has(encoding)) continue;
    const quality = named.get(encoding) ?? wildcard ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
