import { RenderPlaces, type RenderPlace } from './renderPlaces';

const held = (place: RenderPlace) => {
  if (place.status !== 'held') throw new Error(`expected a place, got ${place.reason}`);
  return place;
};
/** Whether a promise has settled by the time queued microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

/** Longer than any test here runs: waits end by a release, not by the clock, unless a test says otherwise. */
const WAIT = 60_000;

describe('RenderPlaces', () => {
  it('keeps a place for the other remotes while one remote holds all it may', async () => {
    const places = new RenderPlaces(2, 32);
    held(await places.acquire('looping', WAIT));
    const secondOfLooping = places.acquire('looping', WAIT);
    expect(await settled(secondOfLooping)).toBe(false);
    held(await places.acquire('catalog', WAIT));
  });

  it('gives a freed place to the first waiting render whose remote is under its share', async () => {
    const places = new RenderPlaces(3, 32);
    const first = held(await places.acquire('looping', WAIT));
    held(await places.acquire('looping', WAIT));
    const catalog = held(await places.acquire('catalog', WAIT));
    const thirdOfLooping = places.acquire('looping', WAIT);
    const cart = places.acquire('cart', WAIT);
    catalog.release();
    // looping holds 2 of 3 places, its share: the place goes to cart, which came later.
    expect(await settled(cart)).toBe(true);
    expect(await settled(thirdOfLooping)).toBe(false);
    first.release();
    expect(await settled(thirdOfLooping)).toBe(true);
  });

  it('lets one remote use every place but one, in order of arrival', async () => {
    const places = new RenderPlaces(4, 32);
    const taken = await Promise.all([1, 2, 3].map(() => places.acquire('catalog', WAIT)));
    expect(taken.map((place) => place.status)).toEqual(['held', 'held', 'held']);
    const fourth = places.acquire('catalog', WAIT);
    expect(await settled(fourth)).toBe(false);
    held(taken[0]!).release();
    expect((await fourth).status).toBe('held');
  });

  it('turns renders away once the queue is full, and counts a release once', async () => {
    const places = new RenderPlaces(2, 1);
    const one = held(await places.acquire('a', WAIT));
    held(await places.acquire('b', WAIT));
    const waiting = places.acquire('a', WAIT);
    expect(await places.acquire('c', WAIT)).toEqual({ status: 'busy', reason: '1 renders already wait' });
    one.release();
    one.release();
    expect((await waiting).status).toBe('held');
    expect(await settled(places.acquire('c', WAIT))).toBe(false);
  });

  it('with a pool of one, serves one render at a time whatever the remote', async () => {
    const places = new RenderPlaces(1, 8);
    const only = held(await places.acquire('a', WAIT));
    const next = places.acquire('b', WAIT);
    expect(await settled(next)).toBe(false);
    only.release();
    expect((await next).status).toBe('held');
  });

  it("gives up on a place at the render's deadline, and the queue forgets the render", async () => {
    const places = new RenderPlaces(2, 8);
    const looping = held(await places.acquire('looping', WAIT));
    held(await places.acquire('catalog', WAIT));
    expect(await places.acquire('cart', 5)).toEqual({
      status: 'busy',
      reason: 'no render place was free within its deadline (5 ms)',
    });
    looping.release();
    expect((await places.acquire('cart', WAIT)).status).toBe('held');
  });
});
