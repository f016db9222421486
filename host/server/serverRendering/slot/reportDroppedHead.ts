import type { DroppedHeadElement } from '@mfp/sandbox';
import { logEvent } from '@mfp/shared/logs';
import type { FastifyBaseLogger } from 'fastify';

/** Releases remembered as reported: far more than a registry's live and rolling-out releases, and a few KB. */
const MAX_REMEMBERED = 1000;

/**
 * One `server-head-dropped` line per release, the first time its server render drops something from its head
 * (decision 0085): the remote's team learns what the host left out and why, and a release rendering on every page
 * does not log on every page. Remembered in this process only, the oldest forgotten past `MAX_REMEMBERED`: a restart,
 * or a thousand other releases, may log a release again.
 */
export class DroppedHeadReports {
  private readonly reported = new Set<string>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn'>) {}

  report(remote: string, version: string, dropped: readonly DroppedHeadElement[]): void {
    const release = `${remote}@${version}`;
    if (dropped.length === 0 || this.reported.has(release)) return;
    if (this.reported.size >= MAX_REMEMBERED) this.reported.delete(this.reported.values().next().value as string);
    this.reported.add(release);
    this.log.warn(
      { ...logEvent('server-head-dropped'), remote, version, dropped },
      `${remote} ${version}: the host left ${dropped.length === 1 ? 'an element' : 'elements'} out of its head (${dropped
        .map(({ element }) => element)
        .join(', ')})`,
    );
  }
}
