/**
 * Reading thrown values without `instanceof Error`: errors made inside Node (zlib's, the file system's) come from another
 * realm under jest and in vm contexts, so only their shape is relied on.
 */
export function messageOf(thrown: unknown): string {
  if (typeof thrown === 'object' && thrown !== null && 'message' in thrown && typeof thrown.message === 'string') {
    return thrown.message;
  }
  return String(thrown);
}

export function codeOf(thrown: unknown): string | undefined {
  if (typeof thrown === 'object' && thrown !== null && 'code' in thrown && typeof thrown.code === 'string') {
    return thrown.code;
  }
  return undefined;
}
