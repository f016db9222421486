import { render, screen } from '@testing-library/react';
import { Sparkline } from './Sparkline';

const pointsOf = (series: string) =>
  (document.querySelector(`polyline[data-series="${series}"]`)?.getAttribute('points') ?? '')
    .split(' ')
    .map((pair) => pair.split(',').map(Number));

describe('Sparkline', () => {
  it('draws p50 and p95 over time in one scale, the slowest at the top', () => {
    render(
      <Sparkline
        label="Load time of 1.1.0"
        width={100}
        height={20}
        points={[
          { p50Ms: 100, p95Ms: 400 },
          { p50Ms: 200, p95Ms: 800 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Load time of 1.1.0' })).toBeInTheDocument();
    const p95 = pointsOf('p95');
    const p50 = pointsOf('p50');
    expect(p95).toHaveLength(2);
    expect(p95[1]?.[1]).toBe(2); // 800 ms, the slowest, is the top inside the 2 px padding
    expect(p50[1]?.[1]).toBe(14); // 200 ms is a quarter of the way up from the bottom (18)
    expect(p95[0]?.[0]).toBe(2);
    expect(p95[1]?.[0]).toBe(98);
  });

  it('draws one timing bucket as level lines across the box, and nothing without any', () => {
    const { container, rerender } = render(
      <Sparkline label="one" width={100} height={20} points={[{ p50Ms: 100, p95Ms: 200 }]} />,
    );
    expect(pointsOf('p95')).toEqual([
      [2, 2],
      [98, 2],
    ]);
    expect(pointsOf('p50')).toEqual([
      [2, 10],
      [98, 10],
    ]);
    rerender(<Sparkline label="none" points={[]} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
