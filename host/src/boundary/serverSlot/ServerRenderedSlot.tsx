import type { RegistryEntry } from '@mfp/shared/registry';
import { SLOT_ATTRIBUTE } from '@mfp/shared/styles';
import { memo, Suspense, useCallback, useState, type CSSProperties } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { RemoteLoadResult } from '../../loading/records/RemoteLoadResult';
import { toFailure } from '../../failures/failureFactory';
import { failedAt } from '../failedAt';
import { FallbackScreen } from '../FallbackScreen';
import { usePlatformServices } from '../PlatformServices';
import { RenderBoundary } from '../RenderBoundary';
import { SlotLoading } from '../SlotLoading';
import { useMountTiming } from '../useMountTiming';
import { HydratedRelease } from './HydratedRelease';
import { HandOver } from './HandOver';
import { useRenderingOnServer } from './ServerSlotMarkup';
import { SlotHydration } from './SlotHydration';

type SlotState = { status: 'server-rendered' | 'ready' } | { status: 'failed'; failure: PlatformFailure };

export interface ServerRenderedSlotProps {
  entry: RegistryEntry;
  /** The release the server rendered, as the page data names it (a failure there never comes here). */
  version: string;
  style: CSSProperties;
  /**
   * Called when the release the server rendered did not load here (or loaded only as its last known-good release):
   * the slot then renders as any slot the browser loads, with the last known-good release, its reports and timings.
   */
  onHandOver: (result: RemoteLoadResult) => void;
}

/**
 * A slot whose first HTML the server made (decision 0064): the slot's root holds a Suspense boundary around the remote.
 * On the server, the boundary holds a placeholder the renderer replaces with the remote's HTML. In the browser, it holds
 * the release the page names, which React hydrates once it has loaded; a render error of it shows the fallback screen.
 * A slot the server failed to render never comes here: it renders as any slot the browser loads (`RemoteSlot`).
 *
 * Memoised: a Suspense boundary that gets new props before it has hydrated drops the server's HTML and renders its
 * fallback, and the shell re-renders as soon as it has hydrated (`useHydrated`) or read the whole registry.
 */
export const ServerRenderedSlot = memo(function ServerRenderedSlot({
  entry,
  version,
  style,
  onHandOver,
}: ServerRenderedSlotProps) {
  const { loader } = usePlatformServices();
  const timing = useMountTiming(entry.name);
  const onServer = useRenderingOnServer();
  const [state, setState] = useState<SlotState>({ status: 'server-rendered' });
  const onShown = useCallback(() => {
    timing?.loaded(version, false);
    timing?.rendered();
    setState({ status: 'ready' });
  }, [timing, version]);
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof HandOver) onHandOver(error.result);
      else setState({ status: 'failed', failure: toFailure(error, failedAt(entry, version, 'render')) });
    },
    [entry, version, onHandOver],
  );
  if (state.status === 'failed') {
    return (
      <section data-remote={entry.name} data-status="failed" style={style}>
        <FallbackScreen failure={state.failure} fill="slot" />
      </section>
    );
  }
  return (
    <section data-remote={entry.name} data-status={state.status} style={style}>
      <div {...{ [SLOT_ATTRIBUTE]: entry.name }}>
        <Suspense fallback={<SlotLoading title={entry.title} />}>
          {onServer ? (
            // The placeholder the server's renderer replaces with the remote's HTML.
            <template data-mfp-slot-html="" />
          ) : (
            <SlotHydration remote={entry.name} version={version}>
              <RenderBoundary onError={onError}>
                <HydratedRelease entry={entry} loader={loader} onShown={onShown} />
              </RenderBoundary>
            </SlotHydration>
          )}
        </Suspense>
      </div>
    </section>
  );
});
