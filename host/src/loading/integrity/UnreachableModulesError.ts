/**
 * Module files or stylesheets of a checked ES-module release that the browser could not fetch, and that are not known to have other bytes than
 * the recorded ones: a network fault or an outage, which may pass. Named `ChunkLoadError`, as webpack names the same
 * failure of its chunks, which is how the failure classifier knows it (`chunk-load-failed`, retried).
 */
export class UnreachableModulesError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly urls: readonly string[]) {
    super(`Loading chunk ${urls.join(', ')} failed: file(s) of a checked ES-module release could not be fetched`);
  }
}
