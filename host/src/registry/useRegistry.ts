import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LOADING_DEFAULTS } from '../federation/loadingDefaults';
import { fetchRegistry } from './fetchRegistry';
import { keepUnchangedEntries } from './keepUnchangedEntries';
import type { RegistryState } from './RegistryState';

function warnAboutProblems(state: RegistryState): void {
  if (state.status !== 'ready') return;
  for (const problem of state.problems) {
    console.warn(
      `registry.json: entry ${problem.index}${problem.name ? ` ("${problem.name}")` : ''} skipped: ${problem.message}`,
    );
  }
}

/**
 * The registry, fetched at start and again on every navigation, so a deploy shows on the next navigation without a
 * reload. A failed refetch keeps the last good registry: a blip must not take working remotes away.
 */
export function useRegistry(load = fetchRegistry): RegistryState {
  const { pathname } = useLocation();
  const [state, setState] = useState<RegistryState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load(LOADING_DEFAULTS.registryTimeoutMs).then(
      (registry) => {
        if (!current) return;
        setState((previous) => {
          const remotes =
            previous.status === 'ready' ? keepUnchangedEntries(previous.remotes, registry.remotes) : registry.remotes;
          const next: RegistryState = { status: 'ready', remotes, problems: registry.problems };
          if (previous.status !== 'ready' || JSON.stringify(previous.problems) !== JSON.stringify(registry.problems)) {
            warnAboutProblems(next);
          }
          return next;
        });
      },
      (failure) => {
        if (!current) return;
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed', failure }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, pathname]);

  return state;
}
