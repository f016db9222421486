import { loadWarning } from './machineInfo';

describe('load warning', () => {
  it('warns when the 1-minute load is above the core count, and says when', () => {
    expect(loadWarning('before the run', [2.5, 1, 1], 2)).toMatch(
      /load average 2.5 before the run is above the 2 cores/,
    );
    expect(loadWarning('after', [2, 9, 9], 2)).toBeUndefined();
    expect(loadWarning('after', [], 2)).toBeUndefined();
  });
});
