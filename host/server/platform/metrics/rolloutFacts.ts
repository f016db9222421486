import type { PlatformStore } from '../platformOptions';

/** One running or paused rollout as the rollout gauges show it. */
interface RolloutFact {
  remote: string;
  version: string;
  share: number;
  paused: boolean;
  nextDecisionAt: string;
}

/** What the rollout gauges read at scrape time. */
export interface RolloutFacts {
  rollouts(): Promise<RolloutFact[]>;
}

/**
 * The rollouts of the releases records, read at each scrape (one small read): every host server shows them, not only
 * the one running the analysis. A read that fails shows none, and is counted (`onError`).
 */
export function rolloutFactsOf(
  store: Pick<PlatformStore, 'readReleases'>,
  onError: (error: unknown) => void,
): RolloutFacts {
  return {
    async rollouts() {
      try {
        const { remotes } = await store.readReleases();
        return Object.entries(remotes).flatMap(([remote, { rollout }]) =>
          rollout
            ? [
                {
                  remote,
                  version: rollout.version,
                  share: rollout.steps[rollout.step] ?? 0,
                  paused: rollout.state === 'paused',
                  nextDecisionAt: rollout.nextDecisionAt,
                },
              ]
            : [],
        );
      } catch (error) {
        onError(error);
        return [];
      }
    },
  };
}
