import type { RemoteHealth } from '@mfp/shared/status';
import { HealthBadge } from './HealthBadge';
import { mutedStyle } from './statusLook';

/**
 * Whether the server loads a running rollout's release, checked like the live one's. Information for the team: visitors
 * in the share whose release fails to load fall back to the live one, and the analysis judges their counts, so an
 * unhealthy check from this server alone aborts nothing.
 */
export function RolloutHealth({ health, now }: { health: RemoteHealth; now: number }) {
  return (
    <p data-testid="rollout-health" style={{ margin: '0 0 0.4rem', fontSize: '0.9rem' }}>
      Its release: <HealthBadge health={health} now={now} />
      {health.state === 'unhealthy' ? (
        <small style={mutedStyle}> (not aborted for this: the analysis decides on visitors&apos; counts)</small>
      ) : null}
    </p>
  );
}
