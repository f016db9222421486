import type { FailureKind } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { RemoteAppProps } from '@mfp/shared/remote';
import type { ComponentType } from 'react';
import { createFailure, toFailure } from '../failures/failureFactory';
import type { FederationRuntime } from './FederationRuntime';
import { isComponent } from './isComponent';
import { LOADING_DEFAULTS, type LoadingConfig } from './loadingDefaults';
import { setRemoteTimeout } from './remoteTimeouts';
import { withDeadline } from './withDeadline';

export type RemoteComponent = ComponentType<RemoteAppProps>;

export interface RemoteLoader {
  /** Loads the registry entry's module and checks that it is a component. Rejects with a `PlatformFailure` only. */
  load(entry: RegistryEntry): Promise<RemoteComponent>;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  config?: Partial<LoadingConfig>;
  sleep?: (ms: number) => Promise<void>;
}

// Failures after which the runtime may hold a half-loaded manifest or entry for the remote: the next attempt
// re-registers it with `force`, which makes the runtime forget them and fetch afresh.
const STALE_REGISTRATION_KINDS = new Set<FailureKind>([
  'manifest-unreachable',
  'manifest-invalid',
  'entry-unreachable',
  'entry-evaluation-failed',
  'timeout',
  'remote-unknown',
]);

interface RegistrationState {
  entry: string;
  lastFailure?: FailureKind;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRemoteLoader({ runtime, config, sleep = defaultSleep }: RemoteLoaderOptions): RemoteLoader {
  const settings = { ...LOADING_DEFAULTS, ...config };
  const registrations = new Map<string, RegistrationState>();
  // Concurrent loads of the same entry (StrictMode's double effects, two slots) share one attempt.
  const inFlight = new Map<string, { entry: RegistryEntry; promise: Promise<RemoteComponent> }>();

  function ensureRegistered(entry: RegistryEntry): void {
    const known = registrations.get(entry.name);
    if (
      known &&
      known.entry === entry.entry &&
      !(known.lastFailure && STALE_REGISTRATION_KINDS.has(known.lastFailure))
    ) {
      return;
    }
    runtime.register({ name: entry.name, entry: entry.entry }, { force: known !== undefined });
    registrations.set(entry.name, { entry: entry.entry });
  }

  async function attempt(entry: RegistryEntry): Promise<RemoteComponent> {
    const timeoutMs = entry.timeoutMs ?? settings.timeoutMs;
    setRemoteTimeout(entry.name, timeoutMs);
    ensureRegistered(entry);
    const loaded = await withDeadline(
      runtime.load(entry.name, entry.module),
      timeoutMs,
      `Loading ${entry.name}/${entry.module}`,
    );
    const component = (loaded as { default?: unknown } | null | undefined)?.default;
    if (!isComponent<RemoteAppProps>(component)) {
      throw createFailure({
        source: 'remote',
        kind: 'not-a-component',
        remote: entry.name,
        version: entry.version,
        message: `${entry.module} default export is ${component === null ? 'null' : typeof component}, not a React component`,
      });
    }
    return component;
  }

  // A load of an older entry that settles after a newer one was registered must not overwrite the newer state.
  function recordOutcome(entry: RegistryEntry, lastFailure?: FailureKind): void {
    if (registrations.get(entry.name)?.entry !== entry.entry) return;
    registrations.set(entry.name, { entry: entry.entry, lastFailure });
  }

  async function loadWithRetries(entry: RegistryEntry): Promise<RemoteComponent> {
    for (let retry = 0; ; retry++) {
      try {
        const component = await attempt(entry);
        recordOutcome(entry);
        return component;
      } catch (error) {
        const failure = toFailure(error, {
          source: 'remote',
          remote: entry.name,
          version: entry.version,
          stage: 'load',
        });
        recordOutcome(entry, failure.kind);
        if (!failure.isTransient || retry >= settings.retries) throw failure;
        await sleep(settings.retryBaseDelayMs * 2 ** retry);
      }
    }
  }

  return {
    load(entry) {
      const running = inFlight.get(entry.name);
      if (running && running.entry === entry) return running.promise;
      const promise = loadWithRetries(entry).finally(() => {
        if (inFlight.get(entry.name)?.promise === promise) inFlight.delete(entry.name);
      });
      inFlight.set(entry.name, { entry, promise });
      return promise;
    },
  };
}
