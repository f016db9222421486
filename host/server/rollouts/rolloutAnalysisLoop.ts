import { hostname } from 'node:os';
import type { AnalysisThresholds } from '@mfp/shared/rollouts';
import type { AggregateRecords, ControlRecords } from '@mfp/store';
import { updateReleases, type ReleasesStore } from '@mfp/store/releases';
import { decideRollout, type RolloutDecision } from '@mfp/store/rollouts';
import type { FastifyBaseLogger } from 'fastify';
import { createPendingAudit } from '../deploy-api/audit/pendingAudit';
import { analyseRollout, type RolloutToJudge } from './analyseRollout';
import { ANALYSIS_LEASE, analysisLease } from './analysisLease';
import { analysisWindowOf } from './analysisWindow';
import { analysisOutage } from './analysisOutage';
import { dueRollouts } from './dueRollouts';
import { reportDecision } from './reportDecision';

/** How often the lease holder looks for a decision due: a rollout's interval is minutes, its abort seconds late. */
export const DEFAULT_ROLLOUT_ANALYSIS_TICK_MS = 5000;

/** What the analysis reads and writes: the releases (through `updateReleases`), the counts, the audit, its lease. */
type AnalysisStore = ReleasesStore & {
  readonly control: Pick<ControlRecords, 'listRemoteSettings' | 'appendAudit'>;
  readonly aggregates: Pick<AggregateRecords, 'read'>;
};

export interface RolloutAnalysisOptions {
  store: AnalysisStore;
  /** STORE_PUBLIC_URL: the registry a decision writes names its releases below it. */
  storePublicUrl: string;
  /** ROLLOUT_ANALYSIS_TICK_MS; DEFAULT_ROLLOUT_ANALYSIS_TICK_MS unless told. */
  tickMs?: number;
  /** The thresholds the settings set (ROLLOUT_MIN_MOUNTS, …); a rollout's own override them. */
  thresholds?: Partial<AnalysisThresholds>;
  /** Folder store: how long a killed holder keeps the lease (`LeaseOptions.staleMs`). */
  leaseStaleMs?: number;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told of each decision, for `mfp_rollout_decisions_total`. */
  onDecision?: (remote: string, decision: RolloutDecision['kind']) => void;
  /** Told of each failed tick, for `mfp_store_errors_total`. */
  onStoreError?: (error: unknown) => void;
}

export interface RolloutAnalysisLoop {
  /** Ticks every `tickMs` from now on. */
  start(): void;
  /** One round, now: takes or keeps the lease, and decides every rollout due. One at a time; never rejects. */
  tick(): Promise<void>;
  /** Stops ticking, lets the running round finish, lets go of the lease. */
  close(): Promise<void>;
}

/**
 * The rollout analysis of issue 33 (decision 0078): every tick, the host server that holds the lease reads the
 * releases, judges each running rollout whose decision is due on the counts of every host (`analyseRollout`), and
 * applies the verdict with `decideRollout` through `updateReleases`, so an abort switches the registry in the same
 * write. The others only ask for the lease, and take it over when its holder stops or dies. A round the store fails
 * is logged (once a minute) and done again at the next tick: nothing was written, so nothing is lost.
 */
export function createRolloutAnalysis(options: RolloutAnalysisOptions): RolloutAnalysisLoop {
  const { store, log } = options;
  const now = options.now ?? (() => new Date());
  const actor = { user: ANALYSIS_LEASE, host: hostname() };
  const audit = createPendingAudit({ control: store.control, log });
  const outage = analysisOutage(log, () => now().getTime());
  const lease = analysisLease(store, log, options.leaseStaleMs);
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function decide(judged: RolloutToJudge, batch: Parameters<typeof analyseRollout>[1]): Promise<void> {
    const at = now();
    const analysis = analyseRollout(judged, batch, options.thresholds ?? {}, at);
    // Decided again under the records' lock, on the releases as they are then: another host may have been first.
    const decision = await updateReleases(store, options.storePublicUrl, (releases) => {
      const decided = decideRollout(releases, judged.remote, analysis, { now: at, actor });
      return { kind: decided.kind === 'not-due' ? 'unchanged' : 'changed', result: decided };
    });
    await reportDecision(judged, decision, at, {
      log,
      audit: (entry) => audit.append(entry),
      counted: (remote, kind) => options.onDecision?.(remote, kind),
    });
  }

  async function round(): Promise<void> {
    try {
      if (closed || !(await lease.leading())) return;
      const due = dueRollouts(await store.readReleases(), now());
      if (due.length > 0) {
        const since = Math.min(...due.map(({ rollout }) => analysisWindowOf(rollout.startedAt).since.getTime()));
        const batch = await store.aggregates.read(new Date(since));
        for (const judged of due) await decide(judged, batch);
      }
      outage.recovered();
    } catch (error) {
      options.onStoreError?.(error);
      outage.failed(error);
    }
  }

  const tick = () => (running ??= round().finally(() => (running = undefined)));

  return {
    start() {
      timer ??= setInterval(() => void tick(), options.tickMs ?? DEFAULT_ROLLOUT_ANALYSIS_TICK_MS);
      timer.unref();
    },
    tick,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await lease.release();
      await audit.close();
    },
  };
}
