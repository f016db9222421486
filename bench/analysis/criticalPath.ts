import type { RequestRecord } from '../browser/requestLog';

/** Requests that completed before `signalMs`: what the content could have waited for. */
export function criticalRequests(requests: readonly RequestRecord[], signalMs: number): RequestRecord[] {
  return requests.filter((request) => !request.failed && request.end !== undefined && request.end <= signalMs);
}

/**
 * How many sequential round trips the requests make: the longest chain of network requests in which each was sent
 * after the previous one's response had started to arrive. A request is in wave 1 + the highest wave of any network
 * response that arrived before it was sent; the answer is the highest wave. Requests answered from the HTTP cache
 * cost no round trip and are left out; a 304 is a round trip.
 *
 * Not covered: why a request waited. Two requests in a row count as a chain even when the second did not need the
 * first; on a page whose requests all serve one render that over-count is rare, and the waterfall shows it.
 */
export function roundTrips(requests: readonly RequestRecord[]): number {
  const network = requests.filter((request) => !request.fromCache).sort((a, b) => a.start - b.start);
  const waves = new Map<RequestRecord, number>();
  for (const request of network) {
    let wave = 1;
    for (const [earlier, earlierWave] of waves) {
      if (earlier.responded !== undefined && earlier.responded <= request.start) wave = Math.max(wave, earlierWave + 1);
    }
    waves.set(request, wave);
  }
  return Math.max(0, ...waves.values());
}
