import type { ServerSlot, SlotServerRender } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';

/** What the page data says of the route's slot, for the browser to hydrate that release: nothing when client-only. */
export function slotOfPage(entry: RegistryEntry, slot: SlotServerRender): ServerSlot | undefined {
  // A data request's answer (`loaded`) never makes a page.
  if (slot.status === 'client-only' || slot.status === 'loaded') return undefined;
  return slot.status === 'rendered'
    ? { name: entry.name, version: slot.version, status: 'rendered' }
    : { name: entry.name, version: slot.version, status: 'failed', digest: slot.digest };
}
