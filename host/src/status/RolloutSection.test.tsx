import { rejectedSamples } from '@mfp/testing';
import { render, screen, within } from '@testing-library/react';
import type { RolloutAnalysisStatus, RolloutStatus } from '@mfp/shared/status';
import { dateTimeFormat } from './formatStatus';
import { RolloutSection } from './RolloutSection';

const format = dateTimeFormat('en-GB', 'UTC');
const now = Date.parse('2026-11-26T01:00:00.000Z');
const analysis: RolloutAnalysisStatus = {
  at: '2026-11-26T00:50:00.000Z',
  verdict: 'worse',
  reasons: ['render failures 40/200 against 0/1800: 20.00% more (14.70% to 26.05%), 2.00% allowed'],
  share: 10,
  rollout: {
    version: '1.2.0',
    mounts: 200,
    failures: { load: 0, render: 40, 'server-render': 0 },
    loads: { count: 30, p95Ms: 900 },
  },
  stable: {
    version: '1.1.0',
    mounts: 1800,
    failures: { load: 2, render: 0, 'server-render': 0 },
    loads: { count: 0, p95Ms: 0 },
  },
};

/** A rollout at 25% judged inconclusive; each test changes what it is about. */
const running: RolloutStatus = {
  version: '1.2.0',
  share: 25,
  step: 2,
  steps: [5, 25, 50, 100],
  state: 'running',
  intervalMs: 600_000,
  startedAt: '2026-11-26T00:30:00.000Z',
  startedBy: 'tok_ci',
  nextDecisionAt: '2026-11-26T01:10:00.000Z',
  health: { state: 'healthy', checkedAt: '2026-11-26T00:59:00.000Z' },
  lastAnalysis: { ...analysis, verdict: 'inconclusive' },
};

describe('RolloutSection', () => {
  it('shows the running rollout’s step, next decision and last comparison, and the releases to preview', () => {
    render(
      <RolloutSection
        format={format}
        now={now}
        remote={{
          rollout: running,
          unreleased: [
            {
              version: '1.3.0',
              publishedAt: '2026-11-26T00:45:00.000Z',
              publishedBy: 'ana',
              previewLink: '/catalog?mfp-preview=catalog~1.3.0~1~mac',
              previewExpiresAt: '2026-11-27T01:00:00.000Z',
            },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('rollout')).toHaveTextContent(
      '1.2.0 to 25% of visitors, step 2 of 4 (5, 25, 50, 100), running, started 26 Nov 2026, 00:30 by tok_ci; ' +
        'next decision 26 Nov 2026, 01:10',
    );
    const health = screen.getByTestId('rollout-health');
    expect(health.querySelector('[data-health]')).toHaveAttribute('data-health', 'healthy');
    expect(health).not.toHaveTextContent('not aborted');
    const table = screen.getByRole('table', { name: 'Rollout comparison' });
    const rollout = table.querySelector('[data-side="rollout"]') as HTMLElement;
    expect(rollout.querySelector('[data-group="render"]')).toHaveTextContent('20.00% (40)');
    expect(rollout).toHaveTextContent('900 ms (30)');
    expect(table.querySelector('[data-side="stable"] [data-group="load"]')).toHaveTextContent('0.11% (2)');
    expect(screen.getByText(/^at 10%:/).closest('[data-verdict]')).toHaveAttribute('data-verdict', 'inconclusive');
    const preview = within(screen.getByRole('list', { name: 'Releases to preview' })).getByRole('link');
    expect(preview).toHaveAttribute('href', '/catalog?mfp-preview=catalog~1.3.0~1~mac');
  });

  it('says what the last analysis left out: rejected samples by reason and failures over the cap', () => {
    const rejected = rejectedSamples({ 'no-token': 12, expired: 2 });
    const { rerender } = render(
      <RolloutSection
        format={format}
        now={now}
        remote={{ rollout: { ...running, lastAnalysis: { ...analysis, rejected, dropped: 5 } } }}
      />,
    );
    expect(screen.getByTestId('samples-left-out')).toHaveTextContent(
      'Rejected samples: 14 (no-token 12, expired 2). Failures over the cap: 5, counted without their detail.',
    );
    const none = { ...rejected, 'no-token': 0, expired: 0 };
    rerender(
      <RolloutSection
        format={format}
        now={now}
        remote={{ rollout: { ...running, lastAnalysis: { ...analysis, rejected: none, dropped: 0 } } }}
      />,
    );
    expect(screen.getByTestId('samples-left-out')).toHaveTextContent(
      'Rejected samples: 0. Failures over the cap: 0, counted without their detail.',
    );
    // A decision recorded before they were counted says nothing of them, rather than 0.
    rerender(<RolloutSection format={format} now={now} remote={{ rollout: running }} />);
    expect(screen.queryByTestId('samples-left-out')).not.toBeInTheDocument();
  });

  it('lists ended rollouts with who ended them and why, and shows nothing for a remote that never had one', () => {
    const { container, rerender } = render(<RolloutSection format={format} now={now} remote={{}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <RolloutSection
        format={format}
        now={now}
        remote={{
          rollouts: [
            {
              version: '1.2.0',
              outcome: 'aborted',
              by: 'analysis',
              actor: 'rollout-analysis on host-a',
              reason: analysis.reasons[0]!,
              at: '2026-11-26T00:50:00.000Z',
              startedAt: '2026-11-26T00:30:00.000Z',
              share: 10,
              analysis,
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('No rollout running.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ended rollouts' })).toHaveTextContent(
      '1.2.0 aborted at 10%, 26 Nov 2026, 00:50, by analysis (rollout-analysis on host-a): render failures 40/200',
    );
  });

  it("says the rollout's release is unhealthy, and that this alone does not abort it", () => {
    render(
      <RolloutSection
        format={format}
        now={now}
        remote={{
          rollout: {
            ...running,
            health: {
              state: 'unhealthy',
              checkedAt: '2026-11-26T00:59:30.000Z',
              problem: 'the manifest answered HTTP 404',
            },
          },
        }}
      />,
    );
    const health = screen.getByTestId('rollout-health');
    expect(health.querySelector('[data-health]')).toHaveAttribute('data-health', 'unhealthy');
    expect(health).toHaveTextContent(
      'Its release: unhealthy the manifest answered HTTP 404 checked 30 s ago (not aborted for this: the analysis ' +
        "decides on visitors' counts)",
    );
  });
});
