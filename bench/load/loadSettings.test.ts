import { loadSuiteFromEnv } from './loadSettings';

describe('LOAD_SUITE', () => {
  const saved = process.env.LOAD_SUITE;
  afterEach(() => {
    if (saved === undefined) delete process.env.LOAD_SUITE;
    else process.env.LOAD_SUITE = saved;
  });

  it('runs everything by default, or the data cases alone', () => {
    delete process.env.LOAD_SUITE;
    expect(loadSuiteFromEnv()).toBe('all');
    process.env.LOAD_SUITE = 'remote-data';
    expect(loadSuiteFromEnv()).toBe('remote-data');
  });

  it('names the suites when it is set to another', () => {
    process.env.LOAD_SUITE = 'data';
    expect(loadSuiteFromEnv).toThrow('LOAD_SUITE="data" names no suite: use all');
  });
});
