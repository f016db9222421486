import { SettingsError, type Setting } from '@mfp/settings';
import { analysisThresholdsSchema, type AnalysisThresholds } from '@mfp/shared/rollouts';
import { DEFAULT_ROLLOUT_ANALYSIS_TICK_MS } from '../rollouts/rolloutAnalysisLoop';

/** Below this the analysis would read the store more often than anything changes in it; above, decisions run late. */
const MIN_TICK_MS = 100;
const MAX_TICK_MS = 60_000;

/** ROLLOUT_ANALYSIS_TICK_MS: how often the host server that holds the analysis lease looks for a decision due. */
const tickSetting: Setting<number> = {
  description:
    'How often the host server running the rollout analysis looks for a decision due (ms); one server of the fleet runs it',
  default: String(DEFAULT_ROLLOUT_ANALYSIS_TICK_MS),
  read(raw, name) {
    if (raw === undefined) return DEFAULT_ROLLOUT_ANALYSIS_TICK_MS;
    const ms = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(ms) && ms >= MIN_TICK_MS && ms <= MAX_TICK_MS) return ms;
    throw new SettingsError(
      `${name}="${raw}" is not a number of milliseconds from ${MIN_TICK_MS} to ${MAX_TICK_MS}: it is how often ` +
        `rollouts are checked for a decision due. Set it to e.g. ${name}=${DEFAULT_ROLLOUT_ANALYSIS_TICK_MS}, or unset ` +
        `it to use ${DEFAULT_ROLLOUT_ANALYSIS_TICK_MS}.`,
    );
  },
};

const DEFAULTS = analysisThresholdsSchema.parse({});

/** A threshold of the analysis rule (decision 0073), checked by its own schema; unset, the rule's default. */
function thresholdSetting(key: keyof AnalysisThresholds, description: string): Setting<number | undefined> {
  return {
    description,
    default: String(DEFAULTS[key]),
    read(raw, name) {
      if (raw === undefined) return undefined;
      const parsed = analysisThresholdsSchema.shape[key].safeParse(/^[\d.]+$/.test(raw) ? Number(raw) : NaN);
      if (parsed.success) return parsed.data;
      throw new SettingsError(
        `${name}="${raw}" is not a valid ${key} for the rollout analysis (${parsed.error.issues[0]?.message ?? 'refused'}). ` +
          `Set it to e.g. ${name}=${DEFAULTS[key]}, or unset it to use ${DEFAULTS[key]} (decision 0073).`,
      );
    },
  };
}

/** The rollout analysis's settings (issue 33, decision 0078), part of the host server's (serverSettings.ts). */
export const ROLLOUT_SETTINGS = {
  ROLLOUT_ANALYSIS_TICK_MS: tickSetting,
  ROLLOUT_MIN_MOUNTS: thresholdSetting(
    'minMounts',
    "Mounts of each release a rollout's analysis needs before it compares their failure rates; fewer waits",
  ),
  ROLLOUT_MAX_FAILURE_RATE_INCREASE: thresholdSetting(
    'maxFailureRateIncrease',
    "Largest rise of a rollout release's failure rate per mount (0.02: two per hundred) that counts as good as stable",
  ),
  ROLLOUT_MIN_LOADS: thresholdSetting(
    'minLoads',
    "Load times of one kind (first or later loads) each release needs before the analysis compares that kind's p95s; fewer waits",
  ),
  ROLLOUT_MAX_P95_RATIO: thresholdSetting(
    'maxP95Ratio',
    "Largest ratio of a rollout release's p95 load time to the stable one's that counts as good",
  ),
  ROLLOUT_MIN_P95_INCREASE_MS: thresholdSetting(
    'minP95IncreaseMs',
    'A p95 load time rise under this (ms) counts as good whatever the ratio: the histograms are this coarse',
  ),
} as const;

/** The thresholds the settings set, to fill the rule's defaults and to be overridden by a rollout's own. */
export function thresholdSettingsOf(values: {
  [K in keyof typeof ROLLOUT_SETTINGS as K extends 'ROLLOUT_ANALYSIS_TICK_MS' ? never : K]: number | undefined;
}): Partial<AnalysisThresholds> {
  const set: Partial<AnalysisThresholds> = {
    minMounts: values.ROLLOUT_MIN_MOUNTS,
    maxFailureRateIncrease: values.ROLLOUT_MAX_FAILURE_RATE_INCREASE,
    minLoads: values.ROLLOUT_MIN_LOADS,
    maxP95Ratio: values.ROLLOUT_MAX_P95_RATIO,
    minP95IncreaseMs: values.ROLLOUT_MIN_P95_INCREASE_MS,
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}
