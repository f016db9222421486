import type { ChildProcess } from 'node:child_process';

/**
 * Stops a server the tests or the bench started: SIGTERM, then SIGKILL if it has not gone after `graceMs`, so a stuck
 * server never keeps its port. Resolves once it has exited (at once if it already had).
 */
export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
