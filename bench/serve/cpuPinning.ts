import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { UserFacingError } from '@mfp/settings/command';

/**
 * Which cores the bench's processes run on (BENCH_PIN). `on`: the servers (host and store servers, nginx) on the last
 * core, the browser and the bench's own process on the others, so neither preempts the other. `servers`: the servers
 * on the last core, the browser wherever the kernel puts it. `off`: nothing pinned. Other processes of the machine
 * are never moved: this keeps the bench's own halves apart, not the bench from the rest.
 */
export type CpuPlan =
  { kind: 'pinned'; serverCpus: string; browserCpus: string | undefined } | { kind: 'unpinned'; reason: string };

const PIN_MODES = ['on', 'servers', 'off'] as const;
const DEFAULT_PIN_MODE = 'servers';

export function cpuPlan(setting = process.env.BENCH_PIN, cores = os.cpus().length): CpuPlan {
  const value = setting === undefined || setting === '' ? DEFAULT_PIN_MODE : setting;
  if (!(PIN_MODES as readonly string[]).includes(value))
    throw new UserFacingError(
      `BENCH_PIN="${setting}" must be one of ${PIN_MODES.join(', ')} (default ${DEFAULT_PIN_MODE}).`,
    );
  if (value === 'off') return { kind: 'unpinned', reason: 'BENCH_PIN=off' };
  if (cores < 2) return { kind: 'unpinned', reason: `${cores} core: nothing to keep apart` };
  const last = cores - 1;
  const others = last === 1 ? '0' : `0-${last - 1}`;
  return { kind: 'pinned', serverCpus: `${last}`, browserCpus: value === 'on' ? others : undefined };
}

/** The process and its descendants, from /proc (Linux). */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    const parent = tree[index] as number;
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // gone meanwhile
    }
    for (const thread of threads) {
      try {
        const children = readFileSync(`/proc/${parent}/task/${thread}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      } catch {
        // a thread that ended meanwhile
      }
    }
  }
  return tree;
}

/**
 * Moves every thread of `pid` and of its descendants onto `cpus` (`taskset -a -p -c`). Processes they start later
 * inherit it, so pinning a browser's main process and its zygotes covers the renderers it starts afterwards.
 */
export function pinProcessTree(pid: number, cpus: string): void {
  for (const member of processTree(pid)) {
    try {
      execFileSync('taskset', ['-a', '-p', '-c', cpus, String(member)], { stdio: 'ignore' });
    } catch {
      // A process that ended between the listing and the move has nothing left to pin.
    }
  }
}

/** Moves every thread of `pid` alone onto `cpus`; processes it starts later inherit it. */
export function pinProcess(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** The children of this process whose command name matches, e.g. the browser Playwright started. */
export function childrenNamed(pattern: RegExp, parent = process.pid): number[] {
  return processTree(parent)
    .slice(1)
    .filter((pid) => {
      try {
        return pattern.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
      } catch {
        return false;
      }
    });
}

export function describeCpuPlan(plan: CpuPlan): string {
  if (plan.kind === 'unpinned') return `not pinned (${plan.reason})`;
  return plan.browserCpus === undefined
    ? `servers on CPU ${plan.serverCpus} (taskset), browser and bench unpinned`
    : `servers on CPU ${plan.serverCpus}, browser and bench on CPU ${plan.browserCpus} (taskset)`;
}
