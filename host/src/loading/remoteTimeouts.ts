import { LOADING_DEFAULTS } from './loadingDefaults';

/**
 * Per-remote load budgets, read by the runtime plugin. The runtime calls the plugin with the remote's name only, so
 * the budget chosen from the registry is recorded here before each load.
 */
const timeouts = new Map<string, number>();

export function setRemoteTimeout(remote: string, timeoutMs: number): void {
  timeouts.set(remote, timeoutMs);
}

export function remoteTimeout(remote: string | undefined): number {
  return (remote && timeouts.get(remote)) || LOADING_DEFAULTS.timeoutMs;
}
