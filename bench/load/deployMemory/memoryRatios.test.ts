import { memoryRatios } from './memoryRatios';

const at = (deploy: number, hostRssMb: number, renderProcessRssMb: number | null) => ({
  deploy,
  hostRssMb,
  renderProcessRssMb,
});

describe('memoryRatios', () => {
  it('divides the last checkpoint by the first, for each process', () => {
    expect(memoryRatios([at(1, 200, 100), at(50, 400, 100), at(100, 220, 110)], 1.2)).toEqual({
      hostRatio: 1.1,
      renderProcessRatio: 1.1,
      met: true,
    });
  });

  it('misses the target when either process grew past the ceiling', () => {
    expect(memoryRatios([at(1, 200, 100), at(100, 200, 130)], 1.2).met).toBe(false);
    expect(memoryRatios([at(1, 200, 100), at(100, 260, 100)], 1.2).met).toBe(false);
  });

  it('misses it when the render process was not measured at one end', () => {
    expect(memoryRatios([at(1, 200, null), at(100, 200, 100)], 1.2)).toEqual({
      hostRatio: 1,
      renderProcessRatio: null,
      met: false,
    });
  });

  it('refuses fewer than two checkpoints', () => {
    expect(() => memoryRatios([at(1, 200, 100)], 1.2)).toThrow(/two deploys/);
  });
});
