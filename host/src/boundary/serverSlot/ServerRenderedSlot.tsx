import type { ServerSlot } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { SLOT_ATTRIBUTE } from '@mfp/shared/styles';
import { memo, Suspense, useCallback, useMemo, useState, type CSSProperties } from 'react';
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
import { ServerSlotFailure } from './ServerSlotFailure';
import { useRenderingOnServer } from './ServerSlotMarkup';

type SlotState =
  { status: 'server-rendered' | 'server-failed' | 'ready' } | { status: 'failed'; failure: PlatformFailure };

export interface ServerRenderedSlotProps {
  entry: RegistryEntry;
  server: ServerSlot;
  style: CSSProperties;
  /**
   * Called when the release the server rendered did not load here (or loaded only as its last known-good release):
   * the slot then renders as any slot the browser loads, with the last known-good release, its reports and timings.
   */
  onHandOver: (result: RemoteLoadResult) => void;
}

/**
 * A slot whose first HTML the server made (decision 0064): the slot's root holds a Suspense boundary around the remote.
 * On the server, the boundary holds a placeholder the renderer replaces with the remote's HTML, or, when the remote
 * failed there, throws, so that React leaves the boundary to the browser with the failure's digest; its fallback is
 * the loading screen, and the fallback screen with that digest for readers without JavaScript. In the browser, the
 * boundary holds the release the page names, which React hydrates once it has loaded. A load that fails in the browser
 * shows the fallback screen, with the server's digest when the server had failed too.
 *
 * Memoised: a Suspense boundary that gets new props before it has hydrated drops the server's HTML and renders its
 * fallback, and the shell re-renders as soon as it has hydrated (`useHydrated`) or read the whole registry.
 */
export const ServerRenderedSlot = memo(function ServerRenderedSlot({
  entry,
  server,
  style,
  onHandOver,
}: ServerRenderedSlotProps) {
  const { loader } = usePlatformServices();
  const timing = useMountTiming(entry.name);
  const onServer = useRenderingOnServer();
  const [state, setState] = useState<SlotState>({ status: `server-${server.status}` });
  const serverFailure = useMemo(
    () => toFailure(new ServerSlotFailure(server.digest ?? ''), failedAt(entry, server.version, 'render')),
    [entry, server],
  );
  const onShown = useCallback(() => {
    timing?.loaded(server.version, false);
    timing?.rendered();
    setState({ status: 'ready' });
  }, [timing, server.version]);
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof HandOver) onHandOver(error.result);
      else setState({ status: 'failed', failure: toFailure(error, failedAt(entry, server.version, 'render')) });
    },
    [entry, server.version, onHandOver],
  );
  const failedDigest = server.status === 'failed' ? server.digest : undefined;
  if (state.status === 'failed') {
    // The server already logged its failure under its digest: the browser's own is for the console.
    if (failedDigest !== undefined) console.error(state.failure);
    return (
      <section data-remote={entry.name} data-status="failed" style={style}>
        <FallbackScreen failure={state.failure} fill="slot" serverDigest={failedDigest} />
      </section>
    );
  }
  const fallback = (
    <>
      <SlotLoading title={entry.title} />
      {failedDigest !== undefined && (
        <noscript>
          <FallbackScreen failure={serverFailure} fill="slot" serverDigest={failedDigest} />
        </noscript>
      )}
    </>
  );
  return (
    <section data-remote={entry.name} data-status={state.status} style={style}>
      <div {...{ [SLOT_ATTRIBUTE]: entry.name }}>
        <Suspense fallback={fallback}>
          {onServer ? (
            <ServerContent digest={failedDigest} />
          ) : (
            <RenderBoundary onError={onError}>
              <HydratedRelease entry={entry} loader={loader} onShown={onShown} />
            </RenderBoundary>
          )}
        </Suspense>
      </div>
    </section>
  );
});

/** On the server: the placeholder for the remote's HTML, or the failure that leaves the boundary to the browser. */
function ServerContent({ digest }: { digest: string | undefined }) {
  if (digest !== undefined) throw new ServerSlotFailure(digest);
  return <template data-mfp-slot-html="" />;
}
