import type { RolloutAnalysisStatus } from '@mfp/shared/status';
import { durationOf } from './formatStatus';
import { SamplesLeftOut } from './SamplesLeftOut';
import { cellStyle, COLOURS, headCellStyle, mutedStyle, numberCellStyle, tableStyle } from './statusLook';

const GROUPS = ['load', 'render', 'server-render'] as const;

const rateOf = (failures: number, mounts: number) =>
  mounts === 0 ? '–' : `${((Math.min(failures, mounts) / mounts) * 100).toFixed(2)}%`;

export const verdictColour = (verdict: RolloutAnalysisStatus['verdict']) =>
  verdict === 'worse' ? COLOURS.bad : verdict === 'as-good' ? COLOURS.good : COLOURS.muted;

/**
 * One analysis of a rollout (decision 0073): each release's failure rate per mount by group and its p95 load time, side
 * by side, then the verdict and the sentence of each comparison that decided it, and what its counts left out.
 */
export function RolloutComparison({ analysis }: { analysis: RolloutAnalysisStatus }) {
  const sides = [analysis.rollout, analysis.stable];
  return (
    <>
      <table style={tableStyle} aria-label="Rollout comparison" data-testid="rollout-comparison">
        <thead>
          <tr>
            <th style={headCellStyle}>release</th>
            <th style={{ ...headCellStyle, textAlign: 'right' }}>mounts</th>
            {GROUPS.map((group) => (
              <th key={group} style={{ ...headCellStyle, textAlign: 'right' }}>
                {group} failures
              </th>
            ))}
            <th style={{ ...headCellStyle, textAlign: 'right' }}>p95 load</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side, index) => (
            <tr key={index} data-side={index === 0 ? 'rollout' : 'stable'}>
              <td style={cellStyle}>
                {side.version} <span style={mutedStyle}>{index === 0 ? 'rollout' : 'live'}</span>
              </td>
              <td style={numberCellStyle}>{side.mounts}</td>
              {GROUPS.map((group) => (
                <td key={group} style={numberCellStyle} data-group={group}>
                  {rateOf(side.failures[group], side.mounts)} <span style={mutedStyle}>({side.failures[group]})</span>
                </td>
              ))}
              <td style={numberCellStyle}>
                {side.loads.count === 0 ? '–' : durationOf(side.loads.p95Ms)}{' '}
                <span style={mutedStyle}>({side.loads.count})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '0.4rem 0 0', fontSize: '0.9rem' }} data-verdict={analysis.verdict}>
        <strong style={{ color: verdictColour(analysis.verdict) }}>{analysis.verdict}</strong> at {analysis.share}%:{' '}
        {analysis.reasons.join('; ')}
      </p>
      <SamplesLeftOut analysis={analysis} />
    </>
  );
}
