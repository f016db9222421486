import { criticalRequests } from '../analysis/criticalPath';
import type { RequestRecord } from '../browser/requestLog';

/** The headers of one answer that say how a version file arrived. */
export interface FileAnswer {
  /** `Content-Encoding`, `identity` when absent. */
  encoding: string;
  /** The CDN's `X-Cache-Status` (HIT, MISS, ...), `none` when the server sends none (the store server). */
  cacheStatus: string;
}

/** The remote files of one page load, up to the paint: how many came, their bytes on the wire, and how. */
export interface FileTraffic {
  requests: number;
  /** Received from the network, headers included (CDP `encodedDataLength`). */
  wireBytes: number;
  /** Requests by `Content-Encoding`. */
  encodings: Record<string, number>;
  /** Requests by `X-Cache-Status`. */
  cacheStatuses: Record<string, number>;
}

const count = (tally: Record<string, number>, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

/**
 * The requests for files below `filesOrigin` completed over the network before the paint, with the answers' headers
 * (by URL) as the page saw them.
 */
export function fileTraffic(
  requests: readonly RequestRecord[],
  signalMs: number,
  filesOrigin: string,
  answers: ReadonlyMap<string, FileAnswer>,
): FileTraffic {
  const traffic: FileTraffic = { requests: 0, wireBytes: 0, encodings: {}, cacheStatuses: {} };
  for (const request of criticalRequests(requests, signalMs)) {
    if (request.fromCache || !request.url.startsWith(`${filesOrigin}/`)) continue;
    const answer = answers.get(request.url);
    traffic.requests += 1;
    traffic.wireBytes += request.wireBytes;
    count(traffic.encodings, answer?.encoding ?? 'unknown');
    count(traffic.cacheStatuses, answer?.cacheStatus ?? 'unknown');
  }
  return traffic;
}

/** The headers of an answer, as Playwright gives them (lower-case names). */
export function fileAnswer(headers: Record<string, string>): FileAnswer {
  return {
    encoding: headers['content-encoding'] || 'identity',
    cacheStatus: headers['x-cache-status'] || 'none',
  };
}
