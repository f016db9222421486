import type { MountCounts } from '@mfp/shared/status';
import { MOUNT_LIMITS, mountCountsSchema } from '@mfp/shared/status';
import { MountCounter, type MountCounterOptions } from './mountCounter';

function setup(options: Partial<MountCounterOptions> = {}) {
  const sent: MountCounts[] = [];
  const waits: (() => void)[] = [];
  let cancelled = 0;
  const counter = new MountCounter({
    send: (counts) => sent.push(counts),
    uncounted: () => false,
    later: (flush) => {
      waits.push(flush);
      return () => (cancelled += 1);
    },
    ...options,
  });
  return { counter, sent, waits, cancelled: () => cancelled };
}

describe('MountCounter', () => {
  it("sends each page view's mounts with its token, apart from the next page view's", () => {
    let pageView: string | undefined = 'first-token';
    const { counter, sent, waits } = setup({ pageView: () => pageView });
    counter.count('catalog', '1.1.0');
    pageView = 'second-token';
    counter.count('catalog', '1.1.0');
    waits.at(-1)?.();
    expect(sent).toEqual([
      { mounts: [{ remote: 'catalog', version: '1.1.0', count: 1 }], pageView: 'first-token' },
      { mounts: [{ remote: 'catalog', version: '1.1.0', count: 1 }], pageView: 'second-token' },
    ]);
    expect(sent.every((counts) => mountCountsSchema.safeParse(counts).success)).toBe(true);
  });

  it('gathers a tab’s mounts per release and sends them in one valid beacon when the wait ends', () => {
    const { counter, sent, waits } = setup();
    counter.count('catalog', '1.1.0');
    counter.count('catalog', '1.1.0');
    counter.count('cart', '2.0.0');
    expect(sent).toEqual([]);
    expect(waits).toHaveLength(1);
    waits[0]?.();
    expect(sent).toEqual([
      {
        mounts: [
          { remote: 'catalog', version: '1.1.0', count: 2 },
          { remote: 'cart', version: '2.0.0', count: 1 },
        ],
      },
    ]);
    expect(mountCountsSchema.safeParse(sent[0]).success).toBe(true);
  });

  it('sends each mount once: a flush with nothing counted sends nothing, the next mount starts a new wait', () => {
    const { counter, sent, waits, cancelled } = setup();
    counter.count('catalog', '1.1.0');
    counter.flush();
    expect(cancelled()).toBe(1);
    counter.flush();
    counter.count('catalog', '1.1.0');
    waits[1]?.();
    expect(sent).toEqual([
      { mounts: [{ remote: 'catalog', version: '1.1.0', count: 1 }] },
      { mounts: [{ remote: 'catalog', version: '1.1.0', count: 1 }] },
    ]);
  });

  it('sends at once when a release reaches the count limit or the beacon the release limit', () => {
    const { counter, sent } = setup();
    for (let mount = 0; mount < MOUNT_LIMITS.count; mount += 1) counter.count('catalog', '1.1.0');
    expect(sent).toEqual([{ mounts: [{ remote: 'catalog', version: '1.1.0', count: MOUNT_LIMITS.count }] }]);
    for (let release = 0; release < MOUNT_LIMITS.releases; release += 1) counter.count('catalog', `1.${release}.0`);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.mounts).toHaveLength(MOUNT_LIMITS.releases);
    expect(mountCountsSchema.safeParse(sent[1]).success).toBe(true);
  });

  it('counts nothing of an overridden remote, and leaves out a version the contract would refuse', () => {
    const { counter, sent } = setup({ uncounted: (remote) => remote === 'cart' });
    counter.count('cart', '2.0.0');
    counter.count('catalog', 'v'.repeat(MOUNT_LIMITS.version + 1));
    counter.count('catalog', undefined);
    counter.flush();
    expect(sent).toEqual([{ mounts: [{ remote: 'catalog', count: 2 }] }]);
    expect(mountCountsSchema.safeParse(sent[0]).success).toBe(true);
  });
});
