import type { RemoteStatus } from '@mfp/shared/status';
import { RolloutComparison, verdictColour } from './RolloutComparison';
import { RolloutHealth } from './RolloutHealth';
import { emptyStyle, mutedStyle, subheadingStyle } from './statusLook';

export interface RolloutSectionProps {
  remote: Pick<RemoteStatus, 'rollout' | 'rollouts' | 'unreleased'>;
  /** The page's clock (ms), for the health check's age. */
  now: number;
  format: Intl.DateTimeFormat;
}

const time = (iso: string, format: Intl.DateTimeFormat) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;

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
            {time(rollout.startedAt, format)} by {rollout.startedBy}; next decision{' '}
            {time(rollout.nextDecisionAt, format)}
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
        <ul
          style={{ margin: '0.5rem 0 0', paddingLeft: '1.2rem', fontSize: '0.9rem' }}
          aria-label="Releases to preview"
        >
          {unreleased.map((release) => (
            <li key={release.version} data-unreleased={release.version}>
              {release.version}, published {time(release.publishedAt, format)} by {release.publishedBy}:{' '}
              <a href={release.previewLink}>preview</a>{' '}
              <span style={mutedStyle}>(link valid until {time(release.previewExpiresAt, format)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {rollouts.length > 0 ? (
        <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.2rem', fontSize: '0.9rem' }} aria-label="Ended rollouts">
          {rollouts.map((ended) => (
            <li key={`${ended.version} ${ended.at}`} data-ended={ended.outcome}>
              <strong style={{ color: verdictColour(ended.outcome === 'aborted' ? 'worse' : 'as-good') }}>
                {ended.version} {ended.outcome}
              </strong>{' '}
              at {ended.share}%, {time(ended.at, format)}, by {ended.by}
              {ended.actor ? ` (${ended.actor})` : ''}: {ended.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
