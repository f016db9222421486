import type { TimingBeacon } from '@mfp/shared/status';
import { TIMING_LIMITS, timingBeaconSchema } from '@mfp/shared/status';
import { LoadClock } from './loadClock';
import { loadedReleasesIn } from './loadedReleases';
import { MountTimings, type MountTimingsOptions } from './mountTimings';

function setup(options: Partial<MountTimingsOptions> = {}) {
  let time = 0;
  const sent: TimingBeacon[] = [];
  const timings = new MountTimings({
    clock: new LoadClock(new EventTarget() as unknown as Window, () => time),
    sampleRate: 1,
    send: (beacon) => sent.push(beacon),
    uncounted: () => false,
    now: () => time,
    random: () => 0.5,
    ...options,
  });
  const at = (ms: number) => {
    time = ms;
  };
  return { timings, sent, at };
}

describe('MountTimings', () => {
  it('sends one valid beacon per mount, from the trigger to the first render, with nothing else in it', () => {
    const { timings, sent, at } = setup();
    timings.clock.observe('default');
    const mount = timings.begin('catalog');
    mount.loaded('1.0.0-4a0e3e5b', false);
    at(412.53);
    mount.rendered();
    mount.rendered(); // a remount of the component inside the same slot mount
    expect(sent).toEqual([
      { remote: 'catalog', version: '1.0.0-4a0e3e5b', source: 'live', load: 'first', trigger: 'navigation', ms: 412.5 },
    ]);
    expect(timingBeaconSchema.safeParse(sent[0]).success).toBe(true);
  });

  it('says cache for a release this tab has loaded before, live for another version of it', () => {
    const { timings, sent, at } = setup();
    const first = timings.begin('catalog');
    first.loaded('1.0.0', false);
    first.rendered();
    at(2_000);
    timings.clock.observe('default');
    timings.clock.observe('k1');
    const second = timings.begin('catalog');
    second.loaded('1.0.0', false);
    at(2_040);
    second.rendered();
    const third = timings.begin('catalog');
    third.loaded('1.1.0', false);
    third.rendered();
    expect(sent.map(({ source, trigger, ms }) => [source, trigger, ms])).toEqual([
      ['live', 'navigation', 0],
      ['cache', 'route-change', 40],
      ['live', 'route-change', 40],
    ]);
  });

  it("says first for the browser's first load of a release, later once it was loaded, in this page or another", () => {
    const storage = new Map<string, string>();
    const marks = { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) };
    const mountOf = (timings: MountTimings, version: string) => {
      const mount = timings.begin('catalog');
      mount.loaded(version, false);
      mount.rendered();
    };
    const earlier = setup({ loaded: loadedReleasesIn(marks) });
    mountOf(earlier.timings, '1.0.0');
    // A later page of the same browser: a new page's timings, the same storage.
    const later = setup({ loaded: loadedReleasesIn(marks) });
    mountOf(later.timings, '1.0.0');
    mountOf(later.timings, '1.1.0');
    mountOf(later.timings, '1.1.0');
    expect([...earlier.sent, ...later.sent].map(({ version, source, load }) => [version, source, load])).toEqual([
      ['1.0.0', 'live', 'first'],
      ['1.0.0', 'live', 'later'],
      ['1.1.0', 'live', 'first'],
      ['1.1.0', 'cache', 'later'],
    ]);
  });

  it('marks every mount, sampled or not: a release loaded unsampled is no longer a first load', () => {
    const storage = new Map<string, string>();
    const marks = { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) };
    const unsampled = setup({ loaded: loadedReleasesIn(marks), sampleRate: 0 });
    unsampled.timings.begin('catalog').loaded('1.0.0', false);
    const sampled = setup({ loaded: loadedReleasesIn(marks) });
    const mount = sampled.timings.begin('catalog');
    mount.loaded('1.0.0', false);
    mount.rendered();
    expect(sampled.sent.map(({ load }) => load)).toEqual(['later']);
  });

  it('says last-known-good when the slot shows the previous release', () => {
    const { timings, sent } = setup();
    const mount = timings.begin('catalog');
    mount.loaded('0.9.0', true);
    mount.rendered();
    expect(sent).toEqual([expect.objectContaining({ version: '0.9.0', source: 'last-known-good' })]);
  });

  it('sends nothing for a mount that never rendered, one not sampled, or an overridden remote', () => {
    const unrendered = setup();
    unrendered.timings.begin('catalog').loaded('1.0.0', false);
    expect(unrendered.sent).toEqual([]);

    const unsampled = setup({ sampleRate: 0.5, random: () => 0.5 });
    const mount = unsampled.timings.begin('catalog');
    mount.loaded('1.0.0', false);
    mount.rendered();
    expect(unsampled.sent).toEqual([]);

    const overridden = setup({ uncounted: (remote) => remote === 'catalog' });
    const dev = overridden.timings.begin('catalog');
    dev.loaded(undefined, false);
    dev.rendered();
    expect(overridden.sent).toEqual([]);
  });

  it('keeps within the contract: a slow mount is recorded at the limit, an overlong version is left out', () => {
    const { timings, sent, at } = setup();
    const mount = timings.begin('catalog');
    mount.loaded('v'.repeat(TIMING_LIMITS.version + 1), false);
    at(TIMING_LIMITS.maxMs + 5_000);
    mount.rendered();
    expect(sent).toEqual([
      { remote: 'catalog', source: 'live', load: 'first', trigger: 'navigation', ms: TIMING_LIMITS.maxMs },
    ]);
    expect(timingBeaconSchema.safeParse(sent[0]).success).toBe(true);
  });
});
