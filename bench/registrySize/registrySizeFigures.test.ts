import { registryCases, type RegistrySizeSample } from './registrySizeFigures';

const sample = (remotes: number, paintMs: number[], gzip: number): RegistrySizeSample => ({
  remotes,
  pageBytes: { raw: gzip * 4, gzip },
  renderMs: { first: 5, median: 1 },
  paintMs,
  mainThreadCpuMs: paintMs.map((ms) => ms / 2),
  registryMs: [1, 2, 3],
  navigationMs: [],
  rssMb: { afterStart: 80, afterVisits: 90, peak: 95 },
});

describe('registry-size figures', () => {
  const [two, ten, many] = registryCases([
    sample(2, [100, 200, 100], 3_000),
    sample(10, [110, 220, 110], 4_200),
    sample(200, [100, 260, 104], 33_000),
  ]);

  it('divides each size by the smallest, round by round, with an interval', () => {
    expect(two).toMatchObject({ id: 'registry-2-remotes', ratio: null, ratioInterval: null, gzipBytesPerRemote: null });
    expect(ten?.ratio?.median).toBeCloseTo(1.1);
    expect(ten?.ratioInterval?.low).toBeCloseTo(1.1);
    expect(many?.ratio).toMatchObject({ min: 1, max: 1.3 });
  });

  it('gives the page growth per remote in gzip bytes', () => {
    expect(ten?.gzipBytesPerRemote).toBe(150);
    expect(many?.gzipBytesPerRemote).toBe(152);
  });

  it('holds only the 200-remote case to the 1.05 target', () => {
    expect(ten?.target).toBeNull();
    expect(many?.target).toMatchObject({ ceiling: 1.05 });
  });

  it('gives medians of the page timings, null where the page measured none', () => {
    expect(two?.registryMs).toBe(2);
    expect(two?.navigationMs).toBeNull();
    expect(two?.mainThreadCpuMs).toBe(50);
  });
});
