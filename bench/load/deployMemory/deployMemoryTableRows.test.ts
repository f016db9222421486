import { deployMemoryTableRows } from './deployMemoryTableRows';

describe('deployMemoryTableRows', () => {
  it('lists the checkpoints, then the ratios with the verdict', () => {
    const rows = deployMemoryTableRows({
      remote: 'catalog',
      deploys: 100,
      pagesPerDeploy: 4,
      checkpoints: [
        { deploy: 1, hostRssMb: 160, renderProcessRssMb: 70 },
        { deploy: 100, hostRssMb: 170, renderProcessRssMb: null },
      ],
      hostRatio: 1.06,
      renderProcessRatio: null,
      ceiling: 1.2,
      met: false,
      loadAverage: { before: [1, 1, 1], after: [1, 1, 1] },
    });
    expect(rows.slice(1)).toEqual([
      ['1', '160', '70'],
      ['100', '170', '-'],
      ['last / first (target ≤ 1.2, missed)', '1.06', '-'],
    ]);
  });
});
