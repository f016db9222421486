import { suiteFromEnv } from './benchSettings';

describe('BENCH_SUITE', () => {
  const before = process.env.BENCH_SUITE;
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH_SUITE;
    else process.env.BENCH_SUITE = before;
  });

  it('runs everything unless told, and the server-rendering comparison alone when told', () => {
    delete process.env.BENCH_SUITE;
    expect(suiteFromEnv()).toBe('all');
    process.env.BENCH_SUITE = ' ';
    expect(suiteFromEnv()).toBe('all');
    process.env.BENCH_SUITE = 'server-rendering';
    expect(suiteFromEnv()).toBe('server-rendering');
    process.env.BENCH_SUITE = 'remote-data';
    expect(suiteFromEnv()).toBe('remote-data');
    process.env.BENCH_SUITE = 'render-output';
    expect(suiteFromEnv()).toBe('render-output');
  });

  it('names the suites when it is set to another', () => {
    process.env.BENCH_SUITE = 'ssr';
    expect(suiteFromEnv).toThrow('BENCH_SUITE="ssr" names no suite: use all');
  });
});
