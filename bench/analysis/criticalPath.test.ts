import type { RequestRecord } from '../browser/requestLog';
import { criticalRequests, roundTrips } from './criticalPath';

function request(
  url: string,
  start: number,
  responded: number,
  end = responded + 5,
  extra: Partial<RequestRecord> = {},
) {
  return {
    id: url,
    url,
    type: url.endsWith('.js') ? 'Script' : 'Fetch',
    start,
    responded,
    end,
    failed: false,
    fromCache: false,
    status: 200,
    wireBytes: 100,
    initiator: 'test',
    ...extra,
  };
}

describe('critical path', () => {
  it('counts a request sent after a response arrived as one more round trip, parallel requests as one', () => {
    const requests = [
      request('/catalog', 0, 50),
      request('/main.js', 60, 100),
      request('/a.js', 120, 160),
      request('/b.js', 121, 170),
      request('/registry.json', 200, 240),
    ];
    expect(roundTrips(requests)).toBe(4);
  });

  it('does not chain a request sent while its predecessor is still on its way (a streamed document)', () => {
    expect(roundTrips([request('/catalog', 0, 40, 90), request('/main.js', 30, 80)])).toBe(1);
  });

  it('costs nothing for a cache hit, and a round trip for a revalidation', () => {
    const requests = [
      request('/catalog', 0, 50),
      request('/main.js', 60, 61, 62, { fromCache: true }),
      request('/registry.json', 70, 110, 115, { status: 304 }),
    ];
    expect(roundTrips(requests)).toBe(2);
  });

  it('keeps the requests that completed before the signal, not failed or unfinished ones', () => {
    const requests = [
      request('/done', 0, 10, 20),
      request('/late', 0, 10, 120),
      request('/failed', 0, 10, 20, { failed: true }),
      request('/open', 0, 10, 15, { end: undefined }),
    ];
    expect(criticalRequests(requests, 100).map((r) => r.url)).toEqual(['/done']);
  });
});
