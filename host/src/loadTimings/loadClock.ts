import type { LoadTrigger } from '@mfp/shared/status';

/** When a remote mount's clock started, in milliseconds since `performance.timeOrigin`, and what started it. */
export interface MountStart {
  trigger: LoadTrigger;
  at: number;
}

/** The events a user starts a route change with; a link's Enter key and a form's submit button both fire `click`. */
const INTERACTIONS = ['click', 'submit'] as const;

/**
 * What started the clock of a remote that mounts now: the page load, until the route first changes; after that, the
 * click, submit or back/forward (`popstate`) that changed it. The router tells the clock about every location it
 * renders (`observe`), before any slot of that location renders, so a slot asks `start()` while mounting.
 *
 * A route change with no interaction since the previous one (a remote's own `navigate()` after a timer) starts when
 * the router renders it. Not covered: a click that changed nothing, followed much later by such a `navigate()`, which
 * is timed from the click.
 */
export class LoadClock {
  private initialKey: string | undefined;
  private currentKey: string | undefined;
  private lastInteraction: number | undefined;
  private routeChangedAt: number | undefined;

  constructor(
    target: Pick<Window, 'addEventListener'>,
    private readonly now: () => number = () => performance.now(),
  ) {
    const interacted = () => {
      this.lastInteraction = this.now();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, interacted, { capture: true, passive: true });
    target.addEventListener('popstate', interacted, { capture: true, passive: true });
  }

  /** The router rendered the location with this key. Idempotent: React may render one location more than once. */
  observe(locationKey: string): void {
    if (this.initialKey === undefined) {
      this.initialKey = this.currentKey = locationKey;
      return;
    }
    if (locationKey === this.currentKey) return;
    this.currentKey = locationKey;
    // Each interaction starts one route change at most: the next one without its own starts when it renders.
    this.routeChangedAt = this.lastInteraction ?? this.now();
    this.lastInteraction = undefined;
  }

  start(): MountStart {
    return this.routeChangedAt === undefined
      ? { trigger: 'navigation', at: 0 }
      : { trigger: 'route-change', at: this.routeChangedAt };
  }
}
