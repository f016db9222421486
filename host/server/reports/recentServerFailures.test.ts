import {
  createRecentServerFailures,
  MAX_SERVER_FAILURES_REMEMBERED,
  SERVER_FAILURE_MEMORY_MS,
} from './recentServerFailures';

describe('createRecentServerFailures', () => {
  it('vouches for a digest it gave that remote and version, and for nothing else', () => {
    const failures = createRecentServerFailures();
    failures.remember('catalog', '1.0.0', '123');
    expect(failures.gave('catalog', '1.0.0', '123')).toBe(true);
    expect(failures.gave('catalog', '1.0.1', '123')).toBe(false);
    expect(failures.gave('cart', '1.0.0', '123')).toBe(false);
    expect(failures.gave('catalog', '1.0.0', '124')).toBe(false);
  });

  it('forgets a digest once it is older than its memory, unless the server gave it again meanwhile', () => {
    let time = 0;
    const failures = createRecentServerFailures(() => time);
    failures.remember('catalog', '1.0.0', '1');
    failures.remember('cart', '1.0.0', '2');
    time = SERVER_FAILURE_MEMORY_MS;
    failures.remember('cart', '1.0.0', '2');
    time += 1;
    expect(failures.gave('catalog', '1.0.0', '1')).toBe(false);
    expect(failures.gave('cart', '1.0.0', '2')).toBe(true);
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const failures = createRecentServerFailures();
    for (let index = 0; index <= MAX_SERVER_FAILURES_REMEMBERED; index += 1)
      failures.remember('catalog', '1.0.0', String(index));
    expect(failures.gave('catalog', '1.0.0', '0')).toBe(false);
    expect(failures.gave('catalog', '1.0.0', '1')).toBe(true);
    expect(failures.gave('catalog', '1.0.0', String(MAX_SERVER_FAILURES_REMEMBERED))).toBe(true);
  });
});
