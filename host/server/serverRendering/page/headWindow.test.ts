import { decidedWithin } from './headWindow';

/** A promise the test settles itself. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('decidedWithin', () => {
  it('says decided, with the value, for work that settles within the window', async () => {
    await expect(decidedWithin(Promise.resolve('slot'), 60_000)).resolves.toEqual({ decided: true, value: 'slot' });
  });

  it('says still under way once the window has passed, and hands over the same work', async () => {
    const slot = held<string>();
    const within = await decidedWithin(slot.promise, 0);
    expect(within.decided).toBe(false);
    slot.resolve('late slot');
    if (!within.decided) await expect(within.later).resolves.toBe('late slot');
  });

  it('rejects with work that fails within the window', async () => {
    await expect(decidedWithin(Promise.reject(new Error('boom')), 60_000)).rejects.toThrow('boom');
  });
});
