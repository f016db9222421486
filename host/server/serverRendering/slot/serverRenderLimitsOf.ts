import type { RegistryEntry } from '@mfp/shared/registry';
import type { ServerRenderLimits } from './serverRenderLimits';

/**
 * The host-wide server-render settings: on or off, `SERVER_RENDER_DEADLINE_MS`, `SERVER_RENDER_MEMORY_MB` and
 * `SERVER_RENDER_OUTPUT_KB`.
 */
interface HostServerRender extends ServerRenderLimits {
  enabled: boolean;
}

/**
 * The limits of `entry`'s server render, or `off` when either the host or the platform team's setting for the remote
 * in the registry (`npm run remotes -- server-render`, decision 0065) switched it off. A remote's own limits override
 * the host's one by one: either side switching it off wins, so the registry can never turn on what the host turned off.
 */
export function serverRenderLimitsOf(host: HostServerRender, entry: RegistryEntry): ServerRenderLimits | 'off' {
  const own = entry.serverRender;
  if (!host.enabled || own?.enabled === false) return 'off';
  return {
    deadlineMs: own?.deadlineMs ?? host.deadlineMs,
    memoryMb: own?.memoryMb ?? host.memoryMb,
    outputKb: own?.outputKb ?? host.outputKb,
  };
}
