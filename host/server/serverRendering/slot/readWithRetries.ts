import { retryDelayMs } from '@mfp/shared/remote';
import { ReleaseFileUnreadable, type ReadReleaseFile } from '../../pages/releaseFileReaders';

export interface ReadRetries {
  retries: number;
  retryBaseDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * `read` of `url`, again after a transient failure (no answer in time, a 5xx, the network), with the browser's doubling
 * delay (`LOAD_RETRY_RULE`), `retries` times at most; a missing, refused or oversized file is not asked for again.
 * Rejects with the last attempt's error.
 */
export async function readWithRetries(
  read: ReadReleaseFile,
  url: string,
  { retries, retryBaseDelayMs, sleep }: ReadRetries,
): Promise<Buffer> {
  for (let retry = 0; ; retry++) {
    try {
      return await read(url);
    } catch (error) {
      const transient = !(error instanceof ReleaseFileUnreadable) || error.transient;
      if (!transient || retry >= retries) throw error;
      await sleep(retryDelayMs(retry, retryBaseDelayMs));
    }
  }
}
