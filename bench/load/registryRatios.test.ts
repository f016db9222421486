import { registryRatioLines } from './registryRatios';

describe('registryRatioLines', () => {
  it("gives each target's share of the registry's rate and whether it reaches half of it", () => {
    expect(
      registryRatioLines([
        { id: 'host-html', label: 'host HTML /catalog', requestsPerSecond: 6_000 },
        { id: 'registry', label: '/registry.json', requestsPerSecond: 10_000 },
        { id: 'small-chunk', label: 'small chunk', requestsPerSecond: 4_000 },
      ]),
    ).toEqual([
      "host HTML /catalog: 0.60 of /registry.json's rate (at or above the 0.5 goal)",
      "small chunk: 0.40 of /registry.json's rate (below the 0.5 goal)",
    ]);
  });

  it('says nothing without a registry figure to compare with', () => {
    expect(registryRatioLines([{ id: 'host-html', label: 'page', requestsPerSecond: 1 }])).toEqual([]);
  });
});
