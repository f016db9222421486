import { memoryOf, memoryOfStatus } from './processMemory';

describe('process memory', () => {
  it('reads the resident set and its peak, in MB', () => {
    const status = 'Name:\tnode\nVmHWM:\t  153600 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n';
    expect(memoryOfStatus(status)).toEqual({ rssMb: 100, peakMb: 150 });
    expect(() => memoryOfStatus('Name:\tnode\n')).toThrow(/VmRSS/);
  });

  it('reads this process', () => {
    const { rssMb, peakMb } = memoryOf(process.pid);
    expect(rssMb).toBeGreaterThan(0);
    expect(peakMb).toBeGreaterThanOrEqual(rssMb);
  });
});
