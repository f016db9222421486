import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toFailure } from '../failures/failureFactory';
import { LOADING_DEFAULTS } from '../loading/loader/loadingDefaults';
import type { LoadedRegistry } from './fetchRegistry';
import { keepPageEntries } from './keepPageEntries';
import { keepUnchangedEntries } from './keepUnchangedEntries';
import type { RegistryProblem } from './parseRegistry';
import type { RegistryState } from './RegistryState';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import { afterFirstPaint } from '../scheduling/afterFirstPaint';

function warnAboutProblems(problems: RegistryProblem[]): void {
  for (const problem of problems) {
    console.warn(
      `registry.json: entry ${problem.index}${problem.name ? ` ("${problem.name}")` : ''} skipped: ${problem.message}`,
    );
  }
}

function readyState(registry: LoadedRegistry, previous?: RegistryState): RegistryState {
  const remotes =
    previous?.status === 'ready' ? keepUnchangedEntries(previous.remotes, registry.remotes) : registry.remotes;
  const { problems, overrideOrigins, navigation } = registry;
  return {
    status: 'ready',
    remotes,
    problems,
    ...(overrideOrigins ? { overrideOrigins } : {}),
    ...(navigation ? { partial: { navigation } } : {}),
  };
}

/** The state after a failed read: a registry already shown stays (a partial one notes why it is still partial). */
function failedState(previous: RegistryState, failure: PlatformFailure): RegistryState {
  // The same failure again keeps its object, so the screen neither logs it again nor loses its digest.
  const same = (known: PlatformFailure | undefined) =>
    known !== undefined && known.kind === failure.kind && known.message === failure.message;
  if (previous.status === 'ready') {
    if (!previous.partial || same(previous.partial.failure)) return previous;
    return { ...previous, partial: { ...previous.partial, failure } };
  }
  return previous.status === 'failed' && same(previous.failure) ? previous : { status: 'failed', failure };
}

/**
 * The registry: the page's own (`initial`, inlined by the host server) at once, or fetched at start; and fetched
 * again on every navigation, so a deploy shows on the next navigation without a reload. A failed refetch keeps the
 * last good registry: a blip must not take working remotes away. A page that carries only its route's entry and the
 * navigation (decision 0043) reads the whole registry after its first paint, off the way of its content, and keeps its
 * own entries over it: the page shows the releases it was rendered and hydrated with until the next navigation.
 */
export function useRegistry(
  load: (timeoutMs: number) => Promise<LoadedRegistry>,
  initial?: LoadedRegistry,
): RegistryState {
  // The key changes on every navigation, even to the same path: clicking any link after a failure tries again.
  const { key: navigationKey } = useLocation();
  const [state, setState] = useState<RegistryState>(() => (initial ? readyState(initial) : { status: 'loading' }));
  // Problems are warned about when they change, not on every refetch; kept outside state updaters, which React may
  // call twice.
  const warnedProblems = useRef<string | null>(null);
  // The page's registry is as fresh as the page: the first fetch waits for the first navigation.
  const pageRegistryCurrent = useRef(initial !== undefined);

  useEffect(() => {
    let current = true;
    // `pageEntries`: the page's own entries, kept over what the read finds until the next navigation.
    const read = (pageEntries: readonly RegistryEntry[] = []) =>
      load(LOADING_DEFAULTS.registryTimeoutMs).then(
        (fetched) => {
          const registry = { ...fetched, remotes: keepPageEntries(pageEntries, fetched.remotes) };
          if (!current) return;
          const problems = JSON.stringify(registry.problems);
          if (problems !== warnedProblems.current) {
            warnedProblems.current = problems;
            warnAboutProblems(registry.problems);
          }
          setState((previous) => readyState(registry, previous));
        },
        (error: unknown) => {
          if (!current) return;
          const failure = toFailure(error, { culprit: 'registry' });
          setState((previous) => failedState(previous, failure));
        },
      );
    let cancelRead = () => {};
    if (pageRegistryCurrent.current && initial) {
      pageRegistryCurrent.current = false;
      warnedProblems.current = JSON.stringify(initial.problems);
      warnAboutProblems(initial.problems);
      if (initial.navigation) cancelRead = afterFirstPaint(() => void read(initial.remotes));
    } else {
      void read();
    }
    return () => {
      current = false;
      cancelRead();
    };
  }, [load, initial, navigationKey]);

  return state;
}
