import { REGISTRY_PATH, type RegistryDocument } from '@mfp/shared/registry';
import type { PropagationTimes } from './switchSummary';
import { SWITCHED_REMOTE, type SwitchVersions } from './switchVersions';

/** How often the hosts are asked whether they serve a switch yet. */
const POLL_MS = 5;

export interface SwitchLoopOptions {
  switches: Pick<SwitchVersions, 'versions' | 'switchTo'>;
  /** Each host server's own address, not the balancer's: every one of them must serve the switch. */
  hostUrls: readonly string[];
  intervalMs: number;
  /** A switch no host served within this long counts as late, and the loop goes on. */
  limitMs: number;
}

export interface SwitchLoop {
  /** Ends the loop after the switch under way, if any; resolves with every switch's propagation time. */
  stop(): Promise<PropagationTimes>;
}

async function servedVersion(hostUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${hostUrl}${REGISTRY_PATH}`, { signal: AbortSignal.timeout(1_000) });
    const document = (await response.json()) as RegistryDocument;
    return document.remotes.find((remote) => remote.name === SWITCHED_REMOTE)?.version;
  } catch {
    return undefined;
  }
}

/** Milliseconds until every host serves `version`, polled on each every POLL_MS; undefined after `limitMs`. */
async function propagationMs(version: string, hostUrls: readonly string[], limitMs: number) {
  const started = performance.now();
  const waits = hostUrls.map(async (url) => {
    while ((await servedVersion(url)) !== version) {
      if (performance.now() - started > limitMs) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  });
  return (await Promise.all(waits)).every(Boolean) ? performance.now() - started : undefined;
}

/**
 * Switches the remote to the other version every `intervalMs` (the first switch one interval after the start), each
 * timed from `switchTo` resolving to every host serving it.
 */
export function startSwitchLoop({ switches, hostUrls, intervalMs, limitMs }: SwitchLoopOptions): SwitchLoop {
  const times: (number | undefined)[] = [];
  let stopped = false;
  let wake = () => {};
  const started = performance.now();
  const loop = (async () => {
    for (let index = 0; ; index += 1) {
      const due = started + (index + 1) * intervalMs;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.max(0, due - performance.now()));
      });
      if (stopped) return;
      // The second version is live once prepared: the first switch goes back to the first.
      const version = switches.versions[index % 2]!;
      await switches.switchTo(version);
      times.push(await propagationMs(version, hostUrls, limitMs));
    }
  })();
  // A failed switch surfaces from `stop`, not as an unhandled rejection while the load still runs.
  loop.catch(() => undefined);
  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
      return times;
    },
  };
}
