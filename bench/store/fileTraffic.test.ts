import type { RequestRecord } from '../browser/requestLog';
import { fileAnswer, fileTraffic } from './fileTraffic';

const request = (url: string, end: number | undefined, extra: Partial<RequestRecord> = {}): RequestRecord => ({
  id: url,
  url,
  type: 'Script',
  start: 0,
  responded: end,
  end,
  failed: false,
  fromCache: false,
  status: 200,
  wireBytes: 1000,
  initiator: 'x',
  ...extra,
});

describe('remote file traffic of a page load', () => {
  it('counts the files origin only, up to the paint, over the network, with how each answer arrived', () => {
    const cdn = 'http://127.0.0.1:8080';
    const requests = [
      request('http://127.0.0.1:3000/catalog', 10, { type: 'Document', wireBytes: 5000 }),
      request(`${cdn}/remotes/catalog/1.0.0/mf-manifest.json`, 50, { wireBytes: 700 }),
      request(`${cdn}/remotes/catalog/1.0.0/remoteEntry.js`, 90, { wireBytes: 3000 }),
      request(`${cdn}/remotes/catalog/1.0.0/late.js`, 400),
      request(`${cdn}/remotes/catalog/1.0.0/cached.js`, 60, { fromCache: true }),
      request(`${cdn}/remotes/catalog/1.0.0/failed.js`, 60, { failed: true }),
      request('http://127.0.0.1:9/remotes/catalog/1.0.0/other.js', 60),
    ];
    const answers = new Map([
      [`${cdn}/remotes/catalog/1.0.0/mf-manifest.json`, { encoding: 'identity', cacheStatus: 'MISS' }],
      [`${cdn}/remotes/catalog/1.0.0/remoteEntry.js`, { encoding: 'br', cacheStatus: 'HIT' }],
    ]);
    expect(fileTraffic(requests, 100, cdn, answers)).toEqual({
      requests: 2,
      wireBytes: 3700,
      encodings: { identity: 1, br: 1 },
      cacheStatuses: { MISS: 1, HIT: 1 },
    });
    expect(fileTraffic(requests, 100, 'http://127.0.0.1:1', answers).requests).toBe(0);
  });

  it('reads the encoding and the cache status, and says when a server sends neither', () => {
    expect(fileAnswer({ 'content-encoding': 'br', 'x-cache-status': 'HIT' })).toEqual({
      encoding: 'br',
      cacheStatus: 'HIT',
    });
    expect(fileAnswer({})).toEqual({ encoding: 'identity', cacheStatus: 'none' });
  });
});
