import type { RolloutRequest } from '@mfp/shared/deploy';
import type { AuditAction } from '@mfp/store/control';
import type { RemoteReleases } from '@mfp/store/releases';

const ACTIONS: Record<RolloutRequest['action'], AuditAction> = {
  start: 'rollout-start',
  pause: 'rollout-pause',
  resume: 'rollout-resume',
  promote: 'rollout-promote',
  abort: 'rollout-abort',
};

/** The audit action of a rollout request. */
export const rolloutAuditAction = (action: RolloutRequest['action']): AuditAction => ACTIONS[action];

const minutes = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`);

/**
 * What the audit entry of a rollout change says beyond its action (decision 0077): the version, and the steps and
 * interval it started with, the share it stood at, or how it ended and why. Short; never a link or a token.
 */
export function rolloutDetail(
  request: RolloutRequest,
  before: RemoteReleases | undefined,
  after: RemoteReleases,
): { version?: string; detail: string } {
  const running = after.rollout;
  if (request.action === 'start' && running) {
    const thresholds = Object.entries(running.thresholds ?? {}).map(([name, value]) => `${name}=${value}`);
    return {
      version: running.version,
      detail:
        `steps ${running.steps.join(',')}, interval ${minutes(running.intervalMs)}, share ${running.steps[0]}` +
        (thresholds.length ? `, thresholds ${thresholds.join(' ')}` : ''),
    };
  }
  if (running) return { version: running.version, detail: `${running.state}, share ${running.steps[running.step]}` };
  const ended = after.rollouts?.at(-1);
  const was = before?.rollout;
  if (!ended) return { ...(was && { version: was.version }), detail: request.action };
  return { version: ended.version, detail: `${ended.outcome} at share ${ended.share}: ${ended.reason}` };
}
