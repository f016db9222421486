import type { RegistryEntry } from '@mfp/shared/registry';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FailureStage } from '../failures/classifyError';
import { toFailure, type FailureContext } from '../failures/failureFactory';
import { FailureScreen } from '../failures/FailureScreen';
import { usePlatformServices } from './PlatformServices';
import type { RemoteLifecycle } from './RemoteLifecycle';
import { RenderBoundary } from './RenderBoundary';
import { SlotLoading } from './SlotLoading';
import { useInteractionErrors } from './useInteractionErrors';

const failedAt = (entry: RegistryEntry, stage: FailureStage): Extract<FailureContext, { source: 'remote' }> => ({
  source: 'remote',
  remote: entry.name,
  version: entry.version,
  stage,
});

export interface RemoteSlotProps {
  entry: RegistryEntry;
}

/**
 * The host-owned boundary around one remote. It loads the remote, renders it with the contract props, and turns
 * any failure (loading, rendering, effects, event handlers) into the fallback screen in the slot. Every mount starts
 * a fresh attempt, so navigating away and back recovers a remote that has been fixed, without a page reload.
 *
 * Not caught: errors in a remote's async code (timers, promises), which cannot be attributed to a remote.
 */
export function RemoteSlot({ entry }: RemoteSlotProps) {
  const { loader } = usePlatformServices();
  const [lifecycle, setLifecycle] = useState<RemoteLifecycle>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLifecycle({ status: 'loading' });
    loader.load(entry).then(
      (Component) => current && setLifecycle({ status: 'ready', Component }),
      // The loader rejects with the failure it classified, which passes through here untouched.
      (rejection: unknown) => {
        if (current) setLifecycle({ status: 'failed', failure: toFailure(rejection, failedAt(entry, 'load')) });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, entry]);

  const failRendering = useCallback(
    (error: unknown) => {
      const failure = toFailure(error, {
        ...failedAt(entry, 'render'),
        compatibilityNotes: loader.compatibilityNotes(entry.name),
      });
      // Only the first error counts: a component failing in a loop must produce one failure, not a storm.
      setLifecycle((previous) => (previous.status === 'failed' ? previous : { status: 'failed', failure }));
    },
    [entry, loader],
  );
  const sectionRef = useRef<HTMLElement>(null);
  useInteractionErrors(sectionRef, failRendering);

  return (
    <section ref={sectionRef} data-remote={entry.name} data-status={lifecycle.status} style={{ height: '100%' }}>
      {lifecycle.status === 'loading' && <SlotLoading title={entry.title} />}
      {lifecycle.status === 'failed' && <FailureScreen failure={lifecycle.failure} fill="slot" />}
      {lifecycle.status === 'ready' && (
        <RenderBoundary onError={failRendering}>
          <lifecycle.Component basePath={entry.route} remoteName={entry.name} />
        </RenderBoundary>
      )}
    </section>
  );
}
