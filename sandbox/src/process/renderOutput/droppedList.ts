import { MAX_DROPPED_LISTED, type DroppedHeadElement } from '../../contract/serverRender';

/**
 * What a render's head lost, for the host's log line: the same element and reason counted once (`×20000`), at most
 * `MAX_DROPPED_LISTED` entries, the last one counting what did not fit. 20,000 metas make one entry, not 2 MB.
 */
export class DroppedList {
  private readonly counts = new Map<string, { entry: DroppedHeadElement; count: number }>();
  private unlisted = 0;

  add(element: string, reason: string): void {
    const key = `${element}\n${reason}`;
    const known = this.counts.get(key);
    if (known) known.count++;
    else if (this.counts.size < MAX_DROPPED_LISTED - 1) this.counts.set(key, { entry: { element, reason }, count: 1 });
    else this.unlisted++;
  }

  list(): DroppedHeadElement[] {
    const listed = [...this.counts.values()].map(({ entry, count }) =>
      count === 1 ? entry : { element: `${entry.element} ×${count}`, reason: entry.reason },
    );
    if (this.unlisted > 0) listed.push({ element: `${this.unlisted} more`, reason: 'not listed: the list is bounded' });
    return listed;
  }
}
