import type { RemoteStatus } from '@mfp/shared/status';
import type { CSSProperties, ReactNode } from 'react';
import { CriticalPathFact } from './CriticalPathFact';
import { FailureTable } from './FailureTable';
import { HealthBadge } from './HealthBadge';
import { LiveRelease } from './LiveRelease';
import { LoadTimesTable } from './LoadTimesTable';
import { MountsFact } from './MountsFact';
import { RolloutSection } from './RolloutSection';
import { cardStyle, COLOURS, mutedStyle, subheadingStyle } from './statusLook';

export interface RemoteStatusCardProps {
  remote: RemoteStatus;
  now: number;
  format: Intl.DateTimeFormat;
}

const factsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.2rem 1rem',
  margin: '0.5rem 0 0',
  fontSize: '0.9rem',
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt style={mutedStyle}>{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}

const none = <span style={mutedStyle}>none</span>;

/**
 * One remote: what is live and since when, what it would fall back or roll back to, how often it was mounted, its
 * health, failures and speed.
 */
export function RemoteStatusCard({ remote, now, format }: RemoteStatusCardProps) {
  const { live } = remote;
  const lastHour = remote.failures.reduce((sum, failure) => sum + failure.lastHour, 0);
  const lastDay = remote.failures.reduce((sum, failure) => sum + failure.lastDay, 0);
  const failingNow = lastHour > 0;
  return (
    <section
      data-testid="remote-status"
      data-remote={remote.name}
      aria-labelledby={`status-${remote.name}`}
      style={{ ...cardStyle, ...(failingNow ? { borderColor: COLOURS.bad, borderLeftWidth: 4 } : {}) }}
    >
      <h2 id={`status-${remote.name}`} style={{ fontSize: '1.1rem', margin: '0 0 0.25rem' }}>
        {remote.title}{' '}
        <small style={{ ...mutedStyle, fontWeight: 400 }}>
          {remote.name} · {remote.route}
        </small>
      </h2>
      <HealthBadge health={remote.health} now={now} />
      <dl style={factsStyle}>
        <Fact term="Live">
          <LiveRelease live={live} format={format} />
        </Fact>
        <Fact term="Last known good">{remote.lastKnownGood ?? none}</Fact>
        <Fact term="Rollback target">{remote.rollbackTarget ?? none}</Fact>
        <Fact term="Critical path">
          <CriticalPathFact criticalPath={remote.criticalPath} />
        </Fact>
        <Fact term="Mounts">
          <MountsFact mounts={remote.mounts} liveVersion={live?.version} />
        </Fact>
      </dl>
      <RolloutSection remote={remote} now={now} format={format} />
      <h3 style={subheadingStyle}>
        Failures{' '}
        {lastDay > 0 ? (
          <small style={{ ...mutedStyle, fontWeight: 400 }}>
            {lastHour} in the last hour, {lastDay} in the last day
          </small>
        ) : null}
      </h3>
      <FailureTable failures={remote.failures} liveVersion={live?.version} format={format} />
      {remote.failuresOverTheCap ? (
        <p style={mutedStyle} data-testid="failures-over-the-cap">
          And {remote.failuresOverTheCap.lastDay} more in the last day ({remote.failuresOverTheCap.lastHour} in the last
          hour) beyond the daily cap of distinct failures: listed without their digests, counted by the rollout
          analysis.
        </p>
      ) : null}
      <h3 style={subheadingStyle}>Load time (real users)</h3>
      <LoadTimesTable loadTimes={remote.loadTimes} liveVersion={live?.version} />
    </section>
  );
}
