import type { ServerRenderRequest, ServerRenderResult } from '../contract/serverRender';
import { IsolatePool, type PooledIsolate } from './isolatePool';

const MB = 1024 * 1024;

/** Isolates that render what they are told and remember whether they were disposed. */
function fakeIsolates(outcome: () => ServerRenderResult['status'] = () => 'rendered', held: () => number = () => MB) {
  const made: { isolate: PooledIsolate; disposed: boolean; renders: number }[] = [];
  const create = () => {
    const record = { disposed: false, renders: 0, isolate: undefined as unknown as PooledIsolate };
    record.isolate = {
      render: async () => {
        record.renders++;
        return outcome() === 'rendered'
          ? { status: 'rendered', html: '<p>hi</p>', head: '', notFound: false, renderMs: 1 }
          : { status: 'failed', kind: 'server-render-timed-out', message: 'loop', renderMs: 1 };
      },
      get usable() {
        return !record.disposed;
      },
      heldBytes: () => Promise.resolve(held()),
      dispose: () => {
        record.disposed = true;
      },
    };
    made.push(record);
    return record.isolate;
  };
  return { made, create };
}

const request = (remote: string, codeId: string): ServerRenderRequest => ({
  remote,
  version: codeId,
  code: '',
  codeId,
  route: `/${remote}`,
  url: `/${remote}`,
  deadlineMs: 1000,
  memoryMb: 128,
  outputBytes: 4096 * 1024,
});

describe('IsolatePool', () => {
  it('renders a release again in the isolate it loaded into', async () => {
    const { made, create } = fakeIsolates();
    const pool = new IsolatePool(create, 8);
    await pool.render(request('catalog', 'a'));
    await pool.render(request('catalog', 'a'));
    expect(made).toHaveLength(1);
    expect(made[0]!.renders).toBe(2);
  });

  it('never hands one remote an isolate of another, even when their code is byte for byte the same', async () => {
    const { made, create } = fakeIsolates();
    const pool = new IsolatePool(create, 8);
    await pool.render(request('catalog', 'same'));
    await pool.render(request('twin', 'same'));
    expect(made).toHaveLength(2);
    expect(made[0]!.renders).toBe(1);
    await pool.render(request('twin', 'same'));
    expect(made[1]!.renders).toBe(2);
  });

  it("disposes a remote's idle isolates of an earlier release when a new release renders, and keeps other remotes'", async () => {
    const { made, create } = fakeIsolates();
    const pool = new IsolatePool(create, 8);
    await pool.render(request('catalog', 'a'));
    await pool.render(request('cart', 'x'));
    await pool.render(request('catalog', 'b'));
    expect(made.map((record) => record.disposed)).toEqual([true, false, false]);
    await pool.render(request('cart', 'x'));
    expect(made).toHaveLength(3);
  });

  it('keeps one warm isolate per remote however many releases were deployed', async () => {
    const { made, create } = fakeIsolates();
    const pool = new IsolatePool(create, 8);
    for (let n = 0; n < 100; n++) await pool.render(request('catalog', `release-${n}`));
    expect(made.filter((record) => !record.disposed)).toHaveLength(1);
  });

  it('disposes an isolate whose release was replaced while it rendered', async () => {
    const { made, create } = fakeIsolates();
    const pool = new IsolatePool(create, 8);
    const old = pool.render(request('catalog', 'a'));
    await pool.render(request('catalog', 'b'));
    await old;
    expect(made.map((record) => record.disposed)).toEqual([true, false]);
  });

  it('disposes an isolate whose render failed', async () => {
    const { made, create } = fakeIsolates(() => 'failed');
    const pool = new IsolatePool(create, 8);
    await pool.render(request('loop', 'a'));
    await pool.render(request('loop', 'a'));
    expect(made.map((record) => record.disposed)).toEqual([true, true]);
  });

  it('keeps at most maxIdle idle isolates, the least recently used disposed first', async () => {
    const { made, create } = fakeIsolates();
    const pool = new IsolatePool(create, 2);
    for (const remote of ['a', 'b', 'c']) await pool.render(request(remote, remote));
    expect(made.map((record) => record.disposed)).toEqual([true, false, false]);
  });

  it('disposes an isolate that holds over half its memory limit after a render instead of keeping it warm', async () => {
    const { made, create } = fakeIsolates(undefined, () => 64 * MB + 1);
    const pool = new IsolatePool(create, 8);
    await pool.render(request('catalog', 'a'));
    expect(made[0]!.disposed).toBe(true);
    await pool.render(request('catalog', 'a'));
    expect(made).toHaveLength(2);
  });

  it('keeps an isolate holding exactly half its limit warm', async () => {
    const { made, create } = fakeIsolates(undefined, () => 64 * MB);
    const pool = new IsolatePool(create, 8);
    await pool.render(request('catalog', 'a'));
    await pool.render(request('catalog', 'a'));
    expect(made).toHaveLength(1);
  });
});
