import type { VersionMounts } from '@mfp/shared/status';
import { mutedStyle } from './statusLook';

export interface MountsFactProps {
  mounts: readonly VersionMounts[] | undefined;
  liveVersion: string | undefined;
}

/**
 * How often users' pages mounted each version of the remote in the last hour and day: every mount, against the
 * version it tried first, whether it rendered or failed (decision 0075). What a failure count is read against.
 */
export function MountsFact({ mounts, liveVersion }: MountsFactProps) {
  if (!mounts || mounts.length === 0) return <span style={mutedStyle}>none in the last day</span>;
  return (
    <span>
      {mounts.map((version, index) => (
        <span key={version.version} data-mounts-version={version.version}>
          {index > 0 ? ' · ' : null}
          {version.version}
          {version.version === liveVersion ? <small style={{ ...mutedStyle, marginLeft: '0.3rem' }}>live</small> : null}
          : <span data-column="last-hour">{version.lastHour}</span> in the last hour,{' '}
          <span data-column="last-day">{version.lastDay}</span> in the last day
        </span>
      ))}
    </span>
  );
}
