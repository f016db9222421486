import { cpuPlan, describeCpuPlan, processTree } from './cpuPinning';

describe('bench CPU plan', () => {
  it('puts the servers on the last core and the browser on the others (on)', () => {
    expect(cpuPlan('on', 2)).toEqual({ kind: 'pinned', serverCpus: '1', browserCpus: '0' });
    expect(cpuPlan('on', 4)).toEqual({ kind: 'pinned', serverCpus: '3', browserCpus: '0-2' });
    expect(describeCpuPlan(cpuPlan('on', 2))).toMatch(/servers on CPU 1, browser and bench on CPU 0/);
  });

  it('puts only the servers on the last core (servers, the default)', () => {
    expect(cpuPlan(undefined, 2)).toEqual(cpuPlan('servers', 2));
    expect(cpuPlan('servers', 2)).toEqual({ kind: 'pinned', serverCpus: '1', browserCpus: undefined });
    expect(describeCpuPlan(cpuPlan('servers', 2))).toMatch(/servers on CPU 1 \(taskset\), browser and bench unpinned/);
  });

  it('leaves everything where it is when told, or on one core', () => {
    expect(cpuPlan('off', 2)).toEqual({ kind: 'unpinned', reason: 'BENCH_PIN=off' });
    expect(cpuPlan('on', 1)).toMatchObject({ kind: 'unpinned' });
  });

  it('names the setting that fixes a bad value', () => {
    expect(() => cpuPlan('yes', 2)).toThrow(/BENCH_PIN="yes" must be one of on, servers, off/);
  });

  it('lists a process before its descendants', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
  });
});
