import type { RemoteStatus } from '@mfp/shared/status';
import { RolloutComparison, verdictColour } from './RolloutComparison';
import { DeliveryList } from './DeliveryList';
import { RolloutHealth } from './RolloutHealth';
import { timeOf } from './timeOf';
import { emptyStyle, mutedStyle, subheadingStyle } from './statusLook';

export interface RolloutSectionProps {
  remote: Pick<RemoteStatus, 'rollout' | 'rollouts' | 'unreleased'>;
  /** The page's clock (ms), for the health check's age. */
  now: number;
  format: Intl.DateTimeFormat;
}

/**
 * A remote's delivery (issue 33): its running rollout with its release's health and the last analysis, its releases
 * to preview with their signed links, and its ended rollouts with why. Nothing at all for a remote that never had any.
 */
export function RolloutSection({ remote, now, format }: RolloutSectionProps) {
  const { rollout, rollouts = [], unreleased = [] } = remote;
  if (!rollout && rollouts.length === 0 && unreleased.length === 0) return null;
  return (
    <>
      <h3 style={subheadingStyle}>Rollout</h3>
      {rollout ? (
        <div data-testid="rollout" data-state={rollout.state}>
          <p style={{ margin: '0 0 0.4rem', fontSize: '0.9rem' }}>
            <strong>{rollout.version}</strong> to {rollout.share}% of visitors, step {rollout.step} of{' '}
            {rollout.steps.length} ({rollout.steps.join(', ')}), {rollout.state}, started{' '}
            {timeOf(rollout.startedAt, format)} by {rollout.startedBy}; next decision{' '}
            {timeOf(rollout.nextDecisionAt, format)}
          </p>
          <RolloutHealth health={rollout.health} now={now} />
          {rollout.lastAnalysis ? (
            <RolloutComparison analysis={rollout.lastAnalysis} />
          ) : (
            <p style={emptyStyle}>Not judged yet.</p>
          )}
        </div>
      ) : (
        <p style={emptyStyle}>No rollout running.</p>
      )}
      {unreleased.length > 0 ? (
        <DeliveryList caption="Releases to preview">
          {unreleased.map((release) => (
            <li key={release.version} data-unreleased={release.version}>
              {release.version}, published {timeOf(release.publishedAt, format)} by {release.publishedBy}:{' '}
              <a href={release.previewLink}>preview</a>{' '}
              <span style={mutedStyle}>(link valid until {timeOf(release.previewExpiresAt, format)})</span>
            </li>
          ))}
        </DeliveryList>
      ) : null}
      {rollouts.length > 0 ? (
        <DeliveryList caption="Ended rollouts">
          {rollouts.map((ended) => (
            <li key={`${ended.version} ${ended.at}`} data-ended={ended.outcome}>
              <strong style={{ color: verdictColour(ended.outcome === 'aborted' ? 'worse' : 'as-good') }}>
                {ended.version} {ended.outcome}
              </strong>{' '}
              at {ended.share}%, {timeOf(ended.at, format)}, by {ended.by}
              {ended.actor ? ` (${ended.actor})` : ''}: {ended.reason}
            </li>
          ))}
        </DeliveryList>
      ) : null}
    </>
  );
}
