import type { FailureGroup } from '@mfp/shared/status';
import {
  COLOURS,
  cellStyle,
  codeStyle,
  emptyStyle,
  headCellStyle,
  mutedStyle,
  numberCellStyle,
  tableStyle,
} from './statusLook';
import { timeOf } from './timeOf';

export interface FailureTableProps {
  failures: readonly FailureGroup[];
  /** The remote's live version: failures reported against it are the ones a deploy can have caused, and stand out. */
  liveVersion: string | undefined;
  format: Intl.DateTimeFormat;
}

const newestFirst = (a: FailureGroup, b: FailureGroup) => Date.parse(b.lastSeen) - Date.parse(a.lastSeen);

/**
 * One row per digest: the digest users read on the fallback screen, its kind and code, the version it was reported
 * against, how often in the last hour and day, and since when. Rows against the live version are red.
 */
export function FailureTable({ failures, liveVersion, format }: FailureTableProps) {
  if (failures.length === 0) return <p style={emptyStyle}>No failures reported in the last day.</p>;
  const time = (iso: string) => timeOf(iso, format);
  return (
    <table style={tableStyle} aria-label="Failures">
      <thead>
        <tr>
          <th style={headCellStyle}>Digest</th>
          <th style={headCellStyle}>Kind</th>
          <th style={headCellStyle}>Version</th>
          <th style={{ ...headCellStyle, textAlign: 'right' }}>Last hour</th>
          <th style={{ ...headCellStyle, textAlign: 'right' }}>Last day</th>
          <th style={headCellStyle}>First seen</th>
          <th style={headCellStyle}>Last seen</th>
        </tr>
      </thead>
      <tbody>
        {[...failures].sort(newestFirst).map((failure) => {
          const againstLive = failure.version !== undefined && failure.version === liveVersion;
          return (
            <tr
              key={`${failure.digest}\u0000${failure.version ?? ''}`}
              data-digest={failure.digest}
              data-kind={failure.kind}
              data-version={failure.version}
              data-against-live={againstLive || undefined}
              style={againstLive ? { background: COLOURS.badBackground } : undefined}
            >
              <td style={cellStyle}>
                <code style={codeStyle}>{failure.digest}</code>
              </td>
              <td style={cellStyle}>
                {failure.kind} <small style={mutedStyle}>{failure.code}</small>
              </td>
              <td style={cellStyle}>
                {failure.version ?? <span style={mutedStyle}>unknown</span>}
                {againstLive ? <strong style={{ color: COLOURS.bad, marginLeft: '0.4rem' }}>live</strong> : null}
              </td>
              <td
                data-column="last-hour"
                style={{ ...numberCellStyle, ...(failure.lastHour > 0 ? { color: COLOURS.bad, fontWeight: 600 } : {}) }}
              >
                {failure.lastHour}
              </td>
              <td data-column="last-day" style={numberCellStyle}>
                {failure.lastDay}
              </td>
              <td style={cellStyle}>{time(failure.firstSeen)}</td>
              <td style={cellStyle}>{time(failure.lastSeen)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
