import { readFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in bytes (the kernel writes kB), or undefined once the process is gone. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
  } catch {
    return undefined;
  }
}

export interface RssSampler {
  /** The highest resident set size seen: the kernel's high-water mark when it can be read, else the samples' maximum. */
  stop(): number;
}

/** Samples the resident set size of process `pid` every `intervalMs` (Linux /proc). */
export function sampleRss(pid: number, intervalMs = 100): RssSampler {
  let peak = statusBytes(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusBytes(pid, 'VmRSS') ?? 0);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, statusBytes(pid, 'VmHWM') ?? 0);
    },
  };
}
