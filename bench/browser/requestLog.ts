import type { CDPSession } from '@playwright/test';

/** The parts of CDP's `Network.Initiator` read here. */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}

/** One request of a page load, as Chromium's DevTools protocol saw it. Times are ms since the navigation started. */
export interface RequestRecord {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Fetch, ... */
  type: string;
  start: number;
  /** When the response headers arrived (from the cache too). */
  responded: number | undefined;
  /** When the last byte arrived, or the request failed; undefined while it is still open. */
  end: number | undefined;
  failed: boolean;
  /** Answered from the HTTP cache without reaching the network. */
  fromCache: boolean;
  status: number | undefined;
  /** Bytes received from the network, headers included (CDP `encodedDataLength`). */
  wireBytes: number;
  /** The script or document that asked for it, or how it was asked for. */
  initiator: string;
}

function initiatorOf(initiator: Initiator): string {
  let stack = initiator.stack;
  while (stack) {
    const frame = stack.callFrames.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
    stack = stack.parent;
  }
  return initiator.url ?? initiator.type;
}

/** Collects every request the page behind `cdp` makes, from `Network.enable` on. Times are CDP seconds until `read`. */
export async function recordRequests(
  cdp: CDPSession,
): Promise<{ read(originMs: number): RequestRecord[]; clear(): void }> {
  const byId = new Map<string, RequestRecord>();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the id: the record follows the final request.
    byId.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      start: event.timestamp * 1000,
      responded: undefined,
      end: undefined,
      failed: false,
      fromCache: false,
      status: undefined,
      wireBytes: 0,
      initiator: initiatorOf(event.initiator),
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const record = byId.get(requestId);
    if (record) record.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response, timestamp }) => {
    const record = byId.get(requestId);
    if (!record) return;
    record.responded = timestamp * 1000;
    record.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache) record.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const record = byId.get(requestId);
    if (!record) return;
    record.end = timestamp * 1000;
    record.wireBytes = encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => {
    const record = byId.get(requestId);
    if (!record) return;
    record.end = timestamp * 1000;
    record.failed = true;
  });
  await cdp.send('Network.enable');
  return {
    // A reload starts a new page load in the same tab: what came before it is not part of it.
    clear: () => byId.clear(),
    read: (originMs) =>
      [...byId.values()]
        .map((record) => ({
          ...record,
          start: record.start - originMs,
          responded: record.responded === undefined ? undefined : record.responded - originMs,
          end: record.end === undefined ? undefined : record.end - originMs,
        }))
        .sort((a, b) => a.start - b.start),
  };
}
