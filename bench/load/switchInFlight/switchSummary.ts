import type { BodyTally } from './registryBodyCheck';

/** How long each switch took to show on every host server, ms; undefined for one that did not within the limit. */
export type PropagationTimes = readonly (number | undefined)[];

export interface PropagationSummary {
  switches: number;
  /** Switches no host server had served within the limit. */
  late: number;
  /** Median and worst of the switches that were seen, ms to one decimal; null when none was. */
  medianMs: number | null;
  worstMs: number | null;
}

const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;

export function summarizePropagation(times: PropagationTimes): PropagationSummary {
  const seen = times.filter((time): time is number => time !== undefined).sort((a, b) => a - b);
  const middle = Math.floor(seen.length / 2);
  const median = seen.length % 2 === 1 ? seen[middle] : (seen[middle - 1]! + seen[middle]!) / 2;
  return {
    switches: times.length,
    late: times.length - seen.length,
    medianMs: seen.length === 0 ? null : oneDecimal(median!),
    worstMs: seen.length === 0 ? null : oneDecimal(seen.at(-1)!),
  };
}

/** One run of the switch case, as bench/results/load.json records it under `switchInFlight.runs[]`. */
export interface SwitchRunResult {
  id: 'folder-records' | 'postgres-records';
  label: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  /**
   * Bodies whose entry mixed two revisions; and answers that were no registry with the remote at all (non-200 answers
   * among them, which `errors` counts too).
   */
  mixedResponses: number;
  invalidResponses: number;
  /** The first few of those, said why. */
  problems: string[];
  responsesByVersion: Record<string, number>;
  propagation: PropagationSummary;
  peakRssMb: { hostA: number; hostB: number; nginx: number };
}

/** What autocannon measured, in the units of the result. */
export interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  errors: number;
}

export function switchRunResult(
  run: Pick<SwitchRunResult, 'id' | 'label' | 'peakRssMb'>,
  load: LoadFigures,
  tally: BodyTally,
  times: PropagationTimes,
): SwitchRunResult {
  return {
    ...run,
    ...load,
    mixedResponses: tally.mixed,
    invalidResponses: tally.invalid,
    problems: tally.reasons,
    responsesByVersion: { ...tally.byVersion },
    propagation: summarizePropagation(times),
  };
}

/** Why a run does not show what the case is for, one line each: none when it passed. */
export function switchRunProblems(result: SwitchRunResult): string[] {
  const problems: string[] = [];
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.mixedResponses > 0) problems.push(`${result.mixedResponses} responses mixed two revisions`);
  if (result.invalidResponses > 0) problems.push(`${result.invalidResponses} responses were no registry`);
  const unseen = Object.entries(result.responsesByVersion).filter(([, count]) => count === 0);
  if (unseen.length > 0) problems.push(`no response carried ${unseen.map(([version]) => version).join(', ')}`);
  if (result.propagation.late > 0) problems.push(`${result.propagation.late} switches were not seen in time`);
  return problems;
}

const ms = (value: number | null) => (value === null ? '-' : `${value}`);

/** The table's rows, header first. */
export function switchTableRows(results: readonly SwitchRunResult[]): string[][] {
  return [
    ['records', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'mixed', 'per version', 'switches', 'prop. median/worst ms'],
    ...results.map((r) => [
      r.label,
      `${r.requestsPerSecond}`,
      `${r.latencyMs.p50}`,
      `${r.latencyMs.p99}`,
      `${r.errors}`,
      `${r.mixedResponses}`,
      Object.values(r.responsesByVersion).join(' / '),
      `${r.propagation.switches}`,
      `${ms(r.propagation.medianMs)} / ${ms(r.propagation.worstMs)}`,
    ]),
  ];
}

export function rssTableRows(results: readonly SwitchRunResult[]): string[][] {
  return [
    ['records', 'host A RSS MB', 'host B RSS MB', 'nginx RSS MB'],
    ...results.map((r) => [r.label, `${r.peakRssMb.hostA}`, `${r.peakRssMb.hostB}`, `${r.peakRssMb.nginx}`]),
  ];
}
