import { readFileSync } from 'node:fs';

/** Resident set size now and at its peak (`VmRSS`, `VmHWM`), MB, from the text of /proc/<pid>/status. */
export function memoryOfStatus(status: string): { rssMb: number; peakMb: number } {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match) throw new Error(`no ${name} in the process status`);
    return Math.round((Number(match[1]) / 1024) * 10) / 10;
  };
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

export const memoryOf = (pid: number) => memoryOfStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
