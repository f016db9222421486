import type { LoadTimes } from '@mfp/shared/status';
import { durationOf } from './formatStatus';
import { Sparkline } from './Sparkline';
import { cellStyle, emptyStyle, headCellStyle, mutedStyle, numberCellStyle, tableStyle } from './statusLook';

export interface LoadTimesTableProps {
  loadTimes: readonly LoadTimes[];
  liveVersion: string | undefined;
}

/** Real-user load times per version over the last day: p50, p95, how many timings, and both over time. */
export function LoadTimesTable({ loadTimes, liveVersion }: LoadTimesTableProps) {
  if (loadTimes.length === 0) return <p style={emptyStyle}>No load timings in the last day.</p>;
  return (
    <table style={tableStyle} aria-label="Load times">
      <thead>
        <tr>
          <th style={headCellStyle}>Version</th>
          <th style={{ ...headCellStyle, textAlign: 'right' }}>Timings</th>
          <th style={{ ...headCellStyle, textAlign: 'right' }}>p50</th>
          <th style={{ ...headCellStyle, textAlign: 'right' }}>p95</th>
          <th style={headCellStyle}>
            Over the day <small style={{ fontWeight: 400 }}>(p50 dark, p95 light)</small>
          </th>
        </tr>
      </thead>
      <tbody>
        {loadTimes.map((times) => (
          <tr key={times.version} data-load-version={times.version}>
            <td style={cellStyle}>
              {times.version}
              {times.version === liveVersion ? (
                <small style={{ ...mutedStyle, marginLeft: '0.4rem' }}>live</small>
              ) : null}
            </td>
            <td data-column="count" style={numberCellStyle}>
              {times.count}
            </td>
            <td style={numberCellStyle} data-quantile="p50">
              {durationOf(times.p50Ms)}
            </td>
            <td style={numberCellStyle} data-quantile="p95">
              {durationOf(times.p95Ms)}
            </td>
            <td style={cellStyle}>
              <Sparkline points={times.series} label={`Load time of ${times.version} over the last day`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
