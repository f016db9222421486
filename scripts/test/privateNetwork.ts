import { spawnSync } from 'node:child_process';
import type { TestPhase } from './testPhases';

/**
 * Whether this process may start commands in a network namespace of their own, with only loopback up: as root on
 * Linux, with util-linux's `unshare` and iproute2's `ip`. Then two browser shards, whose servers listen on the same
 * fixed ports, can run at once (decision 0094).
 */
export function canIsolateNetwork(): boolean {
  const probe = spawnSync('unshare', ['--net', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** The phase, run in a network namespace of its own: its loopback ports are its own, and it reaches no other host. */
export function inPrivateNetwork(phase: TestPhase): TestPhase {
  return {
    ...phase,
    command: 'unshare',
    args: ['--net', 'bash', '-c', 'ip link set lo up && exec "$@"', 'private-network', phase.command, ...phase.args],
  };
}
