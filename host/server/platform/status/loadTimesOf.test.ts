import { TIMING_SLOTS, type TimingCount } from '@mfp/store/aggregates';
import { loadTimesOf } from './loadTimesOf';

const timing = (version: string, bucket: string, count: number, load: TimingCount['load'] = 'later'): TimingCount => {
  const histogram = new Array<number>(TIMING_SLOTS).fill(0);
  histogram[2] = count;
  return { remote: 'catalog', version, load, bucket, histogram };
};

describe('loadTimesOf', () => {
  it('charts one point per hour, whatever the buckets the load times were counted in', () => {
    const counts = {
      failures: [],
      mounts: [],
      rejections: [],
      timings: [
        timing('1.1.0', '2026-12-07T10:00:00.000Z', 3),
        timing('1.1.0', '2026-12-07T10:10:00.000Z', 4),
        timing('1.1.0', '2026-12-07T10:50:00.000Z', 5),
        timing('1.1.0', '2026-12-07T11:00:00.000Z', 6),
        timing('', '2026-12-07T11:00:00.000Z', 9),
      ],
    };
    const [times] = loadTimesOf('catalog', counts);
    expect(times).toMatchObject({ version: '1.1.0', count: 18 });
    expect(times?.series.map((point) => [point.at, point.count])).toEqual([
      ['2026-12-07T10:00:00.000Z', 12],
      ['2026-12-07T11:00:00.000Z', 6],
    ]);
    expect(loadTimesOf('catalog', counts)).toHaveLength(1);
  });

  it('shows one figure of first and later loads together (decision 0091): the chart sums the kinds', () => {
    const counts = {
      failures: [],
      mounts: [],
      rejections: [],
      timings: [
        timing('1.1.0', '2026-12-07T10:00:00.000Z', 3, 'first'),
        timing('1.1.0', '2026-12-07T10:00:00.000Z', 4, 'later'),
      ],
    };
    expect(loadTimesOf('catalog', counts)).toEqual([
      expect.objectContaining({ version: '1.1.0', count: 7, series: [expect.objectContaining({ count: 7 })] }),
    ]);
  });
});
