/** A file a remote's own runtime failed to load: a script chunk or a stylesheet chunk, by URL and webpack chunk id. */
export interface FailedChunk {
  url: string;
  /** The chunk id webpack's message names (`Loading chunk 85 failed.`), when it names one. */
  chunkId: string | undefined;
}

const CHUNK_MESSAGE = /Loading (?:CSS )?chunk (\S+) failed/;
/** webpack ends the message with `(error: <url>)` for scripts, mini-css-extract with `(<url>)` for stylesheets. */
const URL_IN_MESSAGE = /\((?:[a-z]+: )?(https?:\/\/[^\s)]+)\)/;

const hasRequest = (error: object): error is { request: unknown } => 'request' in error;

/**
 * The chunk whose load `error` reports, or undefined for any other error. webpack's and Rspack's `ChunkLoadError` and
 * mini-css-extract's `CSS_CHUNK_LOAD_FAILED` carry the URL in `request`; the message is read when a wrapper kept only
 * it. Not covered: chunks of an ES-module remote, which the browser imports itself and reports without a URL.
 */
export function failedChunkOf(error: unknown): FailedChunk | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const message = error instanceof Error ? error.message : '';
  const chunkMatch = CHUNK_MESSAGE.exec(message);
  const request = hasRequest(error) && typeof error.request === 'string' ? error.request : undefined;
  const url = request ?? (chunkMatch ? URL_IN_MESSAGE.exec(message)?.[1] : undefined);
  if (!url || (!chunkMatch && !request)) return undefined;
  return { url, chunkId: chunkMatch?.[1] };
}
