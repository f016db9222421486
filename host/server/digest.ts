import stringHash from 'string-hash';

export interface DigestInput {
  remote: string;
  kind: string;
  message: string;
}

/**
 * The digest users see in place of a failed remote, and the key that finds its log line. Like Next.js's, it is a djb2-xor
 * hash as a decimal string. It covers remote, kind and message but not the stack, page URL or version, so the same
 * failure reported from different pages or browsers groups under one digest.
 */
export function computeDigest({ remote, kind, message }: DigestInput): string {
  // JSON of the array rather than a plain join: no field content can imitate the separator, so ("a-b", "c") and
  // ("a", "b-c") can never produce the same hashed text.
  return String(stringHash(JSON.stringify([remote, kind, message])));
}
