import type { FailureGroup } from '@mfp/shared/status';
import { failingNow } from './failingNow';
import { FailureTable } from './FailureTable';
import { cardStyle, COLOURS, mutedStyle } from './statusLook';

export interface HostFailuresCardProps {
  failures: readonly FailureGroup[];
  format: Intl.DateTimeFormat;
}

/**
 * The host's own failures (culprit `host`: its shell, its router, its boot), per digest: no remote to blame, so no
 * version to compare with a deploy. Not covered: a host that fails before it can report (a blank page), which only
 * its server's log and `/metrics` can show.
 */
export function HostFailuresCard({ failures, format }: HostFailuresCardProps) {
  const lastHour = failures.reduce((sum, failure) => sum + failure.lastHour, 0);
  const lastDay = failures.reduce((sum, failure) => sum + failure.lastDay, 0);
  return (
    <section
      data-testid="host-status"
      aria-labelledby="status-host"
      style={{ ...cardStyle, ...(failingNow(failures) ? { borderColor: COLOURS.bad, borderLeftWidth: 4 } : {}) }}
    >
      <h2 id="status-host" style={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        Host{' '}
        <small style={{ ...mutedStyle, fontWeight: 400 }}>
          its own failures
          {lastDay > 0 ? `: ${lastHour} in the last hour, ${lastDay} in the last day` : ''}
        </small>
      </h2>
      <FailureTable failures={failures} liveVersion={undefined} format={format} />
    </section>
  );
}
