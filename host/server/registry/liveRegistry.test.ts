import { testRegistryEntry } from '@mfp/testing';
import { fakeStoredRegistry, type FakeStoredRegistry } from './testing/fakeStoredRegistry';
import { createLiveRegistry, type LiveRegistry } from './liveRegistry';
import type { RegistrySnapshot } from './registrySnapshot';

const v1 = { remotes: [testRegistryEntry('catalog')] };
const v2 = { remotes: [testRegistryEntry('catalog', { version: '2.0.0' })] };
const STALENESS_MS = 1_000;
const TIMEOUT_MS = 300;
const LOG_INTERVAL_MS = 60_000;

const versionOf = (snapshot: RegistrySnapshot) => snapshot.page.entries[0]?.version;

describe('createLiveRegistry', () => {
  let source: FakeStoredRegistry;
  let live: LiveRegistry;
  let lines: Record<string, unknown>[];

  /** Lets the timers of `ms` fire, and the promises they start settle. */
  const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);
  const events = (event: string) => lines.filter((line) => line.event === event);

  beforeEach(async () => {
    jest.useFakeTimers({ now: 0 });
    source = fakeStoredRegistry(v1);
    lines = [];
    const write = (record: Record<string, unknown>) => void lines.push(record);
    live = createLiveRegistry({
      source,
      log: { warn: write, info: write },
      maxStalenessMs: STALENESS_MS,
      readTimeoutMs: TIMEOUT_MS,
      outageLogIntervalMs: LOG_INTERVAL_MS,
    });
    await live.start();
  });

  afterEach(async () => {
    await live.close();
    jest.useRealTimers();
  });

  it('reads the registry once at start, and not again while its revision is unchanged', async () => {
    expect(versionOf(await live.current())).toBe('1.0.0');
    await elapse(5 * STALENESS_MS);
    expect(source.revisionPolls).toBe(5);
    expect(source.reads).toBe(1);
    for (let page = 0; page < 10; page += 1) await live.current();
    expect(source.reads).toBe(1);
  });

  it('shares what pages derive from a revision, and derives it again after a switch', async () => {
    const first = await live.current();
    expect(await live.current()).toBe(first);
    source.switchTo(v2);
    await elapse(STALENESS_MS);
    const next = await live.current();
    expect(next).not.toBe(first);
    expect(next.revision).toBe('r2');
  });

  it('picks up a switch by polling, within REGISTRY_MAX_STALENESS_MS, serving the previous one until then', async () => {
    source.switchTo(v2);
    expect(versionOf(await live.current())).toBe('1.0.0');
    await elapse(STALENESS_MS);
    expect(versionOf(await live.current())).toBe('2.0.0');
    expect(source.reads).toBe(2);
  });

  it('reads the registry on a notification, without waiting for the poll', async () => {
    source.switchTo(v2);
    source.notify();
    await elapse(0);
    expect(versionOf(await live.current())).toBe('2.0.0');
    expect(source.reads).toBe(2);
  });

  it('coalesces notifications that come during a check into one more check', async () => {
    source.switchTo(v2);
    source.notify();
    source.notify();
    source.notify();
    await elapse(0);
    expect(source.reads).toBe(2);
    expect(versionOf(await live.current())).toBe('2.0.0');
  });

  it('follows the registry being removed and written again', async () => {
    source.switchTo(undefined);
    await elapse(STALENESS_MS);
    expect(await live.current()).toMatchObject({ kind: 'missing', location: 'fake://registry' });
    source.switchTo(v2);
    await elapse(STALENESS_MS);
    expect(versionOf(await live.current())).toBe('2.0.0');
  });

  it('serves the last registry through an outage, logs it once per period with its age, and its recovery', async () => {
    source.mode = 'failing';
    source.switchTo(v2);
    await elapse(10 * STALENESS_MS);
    expect(versionOf(await live.current())).toBe('1.0.0');
    expect(events('registry-stale')).toEqual([
      expect.objectContaining({ error: 'ECONNREFUSED', ageMs: STALENESS_MS, failures: 1 }),
    ]);
    expect(live.health()).toEqual({
      status: 'degraded',
      registry: { error: 'ECONNREFUSED', ageMs: 10 * STALENESS_MS },
    });
    await elapse(LOG_INTERVAL_MS);
    expect(events('registry-stale')).toHaveLength(2);
    source.mode = 'up';
    await elapse(STALENESS_MS);
    expect(versionOf(await live.current())).toBe('2.0.0');
    expect(live.health()).toEqual({ status: 'ok' });
    expect(events('registry-recovered')).toEqual([expect.objectContaining({ outageMs: 70 * STALENESS_MS })]);
    expect(events('registry-stale')).toHaveLength(2);
  });

  it('bounds a hung store by the read timeout, and keeps serving meanwhile', async () => {
    source.mode = 'hanging';
    await elapse(STALENESS_MS + TIMEOUT_MS);
    expect(events('registry-stale')).toEqual([expect.objectContaining({ error: 'timeout' })]);
    expect(versionOf(await live.current())).toBe('1.0.0');
    expect(live.health()).toMatchObject({ status: 'degraded', registry: { error: 'timeout' } });
  });

  it('stops polling and closes the watch when closed', async () => {
    expect(source.openWatches).toBe(1);
    await live.close();
    const polls = source.revisionPolls;
    await elapse(10 * STALENESS_MS);
    expect(source.revisionPolls).toBe(polls);
    expect(source.openWatches).toBe(0);
  });
});

describe('createLiveRegistry before its first read', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const liveOf = (source: FakeStoredRegistry, lines: Record<string, unknown>[] = []) => {
    const write = (record: Record<string, unknown>) => void lines.push(record);
    return createLiveRegistry({ source, log: { warn: write, info: write }, readTimeoutMs: TIMEOUT_MS });
  };

  it('lets the first request wait for the first read, bounded by the timeout, then says none is available', async () => {
    const source = fakeStoredRegistry(v1);
    source.mode = 'hanging';
    const lines: Record<string, unknown>[] = [];
    const live = liveOf(source, lines);
    const first = live.current();
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(await first).toMatchObject({ kind: 'unavailable' });
    expect(live.health()).toEqual({ status: 'degraded', registry: { error: 'timeout', ageMs: undefined } });
    expect(lines).toEqual([expect.objectContaining({ event: 'registry-stale', error: 'timeout', ageMs: undefined })]);
    await live.close();
  });

  it('starts on the first request when nobody started it', async () => {
    const source = fakeStoredRegistry(v1);
    const live = liveOf(source);
    expect(versionOf(await live.current())).toBe('1.0.0');
    expect(source.reads).toBe(1);
    await live.close();
  });

  it('polls without notifications when the watch cannot be opened, and says so once', async () => {
    const source = fakeStoredRegistry(v1);
    source.watchRegistry = () => Promise.reject(new Error('LISTEN refused'));
    const lines: Record<string, unknown>[] = [];
    const live = liveOf(source, lines);
    await live.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(lines).toEqual([expect.objectContaining({ event: 'registry-watch-failed', detail: 'LISTEN refused' })]);
    source.switchTo(v2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(versionOf(await live.current())).toBe('2.0.0');
    await live.close();
  });
});
