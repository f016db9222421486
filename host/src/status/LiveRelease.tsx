import type { RemoteStatus } from '@mfp/shared/status';
import { codeStyle, mutedStyle } from './statusLook';
import { timeOf } from './timeOf';

export interface LiveReleaseProps {
  live: RemoteStatus['live'];
  format: Intl.DateTimeFormat;
}

/** The live release's version, and when, by whom and from which commit it was deployed, as far as the store knows. */
export function LiveRelease({ live, format }: LiveReleaseProps) {
  if (!live) return <span style={mutedStyle}>no release yet</span>;
  return (
    <>
      <strong data-live-version>{live.version}</strong>
      {live.deployedAt ? (
        <>
          {', deployed '}
          {timeOf(live.deployedAt, format)}
        </>
      ) : null}
      {live.deployedBy ? ` by ${live.deployedBy}` : null}
      {live.commit ? (
        <>
          {', commit '}
          <code style={codeStyle} title={live.commit}>
            {live.commit.slice(0, 12)}
          </code>
        </>
      ) : null}
    </>
  );
}
