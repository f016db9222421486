import type { RegistryEntry } from '@mfp/shared/registry';
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { keepUnchangedEntries } from '../registry/keepUnchangedEntries';
import type { RegistryState } from '../registry/RegistryState';
import { applyOverrides, evaluateOverrides } from './evaluateOverrides';
import type { OverrideState } from './OverrideState';
import { useOverrideSession } from './OverrideSessionContext';

const OFF: OverrideState = { status: 'off' };

/**
 * The registry as this tab uses it: the host server's, with the tab's overrides applied once the server has said
 * which origins they may use. Until then, and while overrides are off, nothing of them is used or shown. An entry
 * keeps its object while its content does not change, so a refetched registry reloads no remote slot.
 */
export function useOverriddenRegistry(registry: RegistryState): { registry: RegistryState; overrides: OverrideState } {
  const session = useOverrideSession();
  // The server's session holds none; in the browser, the tab's apply from the first render on, so the slot loads the
  // override rather than the registry's release. The banner that names them waits for hydration (OverrideBanner).
  const values = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  // Every remote the registry names, those the page knows by its navigation only included: an override of one of them
  // replaces it once its entry is read, rather than adding a second remote meanwhile (decision 0043).
  const remotes = registry.status === 'ready' ? (registry.partial?.navigation ?? registry.remotes) : undefined;
  // By value: every refetch brings a new array of the same origins.
  const allowedKey = registry.status === 'ready' ? registry.overrideOrigins?.join(',') : undefined;

  const overrides = useMemo(() => {
    if (!remotes) return OFF;
    const allowed = allowedKey === undefined ? undefined : allowedKey.split(',').filter(Boolean);
    return evaluateOverrides(values, allowed, remotes);
  }, [values, allowedKey, remotes]);

  const previous = useRef<RegistryEntry[]>([]);
  const merged = useMemo((): RegistryState => {
    if (registry.status !== 'ready' || overrides.status !== 'on' || overrides.active.length === 0) return registry;
    return {
      ...registry,
      remotes: keepUnchangedEntries(previous.current, applyOverrides(registry.remotes, overrides.active)),
    };
  }, [registry, overrides]);

  const active = overrides.status === 'on' ? overrides.active : undefined;
  // A layout effect runs before any passive effect of the page, so a failure report never misses the mark.
  useLayoutEffect(() => {
    session.setActive(active ?? []);
    if (merged.status === 'ready') previous.current = merged.remotes;
  }, [session, active, merged]);
  return { registry: merged, overrides };
}
