import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** What the figures came from: they only compare to figures from the same machine under a similar load. */
export function machineInfo(chromium: string, loadAverageBefore: number[]) {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverageBefore,
    loadAverageAfter: loadAverage(),
    node: process.version,
    chromium,
    commit: commit(),
  };
}

export { loadAverage };

/**
 * A warning when the machine was busy: a 1-minute load average above the core count means runnable processes waited
 * for a core, and timings then drift (one cold run at load 11 on 2 cores read 1.26 where a quiet run read 1.52).
 */
export function loadWarning(when: string, load: readonly number[], cores: number): string | undefined {
  const [oneMinute] = load;
  if (oneMinute === undefined || oneMinute <= cores) return undefined;
  return (
    `load average ${oneMinute} ${when} is above the ${cores} cores: other work competed with the bench, so its ` +
    'timings only compare to runs under a similar load; counts and bytes are unaffected'
  );
}
