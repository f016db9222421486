import type { RemoteHealth } from '@mfp/shared/status';
import { ageOf } from './formatStatus';
import { badgeStyle, COLOURS, mutedStyle } from './statusLook';

/**
 * Whether the server could load a release's files (the live one's, or a rollout's), checked in the background.
 * "Healthy" says nothing about the code: a remote that throws on render is healthy here, and its failures show below.
 */
export function HealthBadge({ health, now }: { health: RemoteHealth; now: number }) {
  switch (health.state) {
    case 'unchecked':
      return (
        <span data-health="unchecked">
          <span style={badgeStyle(COLOURS.muted, COLOURS.unknownBackground)}>unchecked</span>{' '}
          <small style={mutedStyle}>not checked since this server started</small>
        </span>
      );
    case 'healthy':
      return (
        <span data-health="healthy">
          <span style={badgeStyle(COLOURS.good, COLOURS.goodBackground)}>healthy</span>{' '}
          <small style={mutedStyle}>
            files load and match their integrity, checked {ageOf(Date.parse(health.checkedAt), now)}
          </small>
        </span>
      );
    case 'unhealthy':
      return (
        <span data-health="unhealthy">
          <span style={badgeStyle(COLOURS.bad, COLOURS.badBackground)}>unhealthy</span>{' '}
          <small style={{ color: COLOURS.bad }}>{health.problem}</small>{' '}
          <small style={mutedStyle}>checked {ageOf(Date.parse(health.checkedAt), now)}</small>
        </span>
      );
  }
}
