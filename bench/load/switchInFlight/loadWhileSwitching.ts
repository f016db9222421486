import autocannon from 'autocannon';
import { checkRegistryBody, countVerdict, emptyTally, type BodyTally } from './registryBodyCheck';
import { startSwitchLoop } from './switchLoop';
import type { PropagationTimes } from './switchSummary';
import { SWITCHED_REMOTE, type SwitchVersions } from './switchVersions';

export const SWITCH_INTERVAL_MS = 2_000;
/** A switch not served by both hosts within this long counts as late. */
const PROPAGATION_LIMIT_MS = 5_000;

export interface SwitchLoadOptions {
  /** The balancer's registry URL, which the load asks. */
  url: string;
  switches: SwitchVersions;
  /** Each host server's own address, which the switch loop watches. */
  hostUrls: readonly string[];
  connections: number;
  durationSeconds: number;
}

/** What the load saw while the versions switched. */
export interface SwitchLoad {
  /** autocannon's figures of the load. */
  load: autocannon.Result;
  /** Every body, checked and counted by verdict. */
  tally: BodyTally;
  /** How long each switch took to be served by every host. */
  times: PropagationTimes;
}

/**
 * Loads `url` with autocannon, checking every body, while catalog switches between its two versions every
 * SWITCH_INTERVAL_MS. The switch loop stops with the load, however the load ends.
 */
export async function loadWhileSwitching(options: SwitchLoadOptions): Promise<SwitchLoad> {
  const { url, switches, hostUrls } = options;
  const tally = emptyTally(switches.versions);
  const loop = startSwitchLoop({ switches, hostUrls, intervalMs: SWITCH_INTERVAL_MS, limitMs: PROPAGATION_LIMIT_MS });
  let times: PropagationTimes;
  let load: autocannon.Result;
  try {
    load = await autocannon({
      url,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: [
        {
          onResponse: (status, body) =>
            countVerdict(tally, checkRegistryBody(status, body, SWITCHED_REMOTE, switches.integrities)),
        },
      ],
    });
  } finally {
    times = await loop.stop();
  }
  return { load, tally, times };
}
