import type { RegistryEntry } from '@mfp/shared/registry';
import { LoaderDataProvider } from '../data/LoaderDataProvider';
import { SLOT_ATTRIBUTE, SLOT_BASE_STYLE, SLOT_CUSTOM_PROPERTIES } from '@mfp/shared/styles';
import type { CSSProperties } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { RemoteLoadResult } from '../loading/records/RemoteLoadResult';
import { useHydrated } from '../hydration/useHydrated';
import { ServerFailureNoscript } from './serverSlot/ServerFailureNoscript';
import { ServerRenderedSlot } from './serverSlot/ServerRenderedSlot';
import { useSlotPendingOnServer } from './serverSlot/ServerSlotMarkup';
import { toFailure } from '../failures/failureFactory';
import { failedAt } from './failedAt';
import { FallbackScreen } from './FallbackScreen';
import { useFailureDigest } from '../failures/useFailureDigest';
import { usePlatformServices } from './PlatformServices';
import { RenderBoundary } from './RenderBoundary';
import { SlotLoading } from './SlotLoading';
import { useInteractionErrors } from './useInteractionErrors';
import { FirstRender } from '../loadTimings/FirstRender';
import { useMountCount } from './useMountCount';
import { useMountTiming } from './useMountTiming';
import { useRemoteLoad } from './useRemoteLoad';

// The slot lends the remote its documented custom properties and resets what the host's page would otherwise pass
// down by inheritance (docs/decisions/0061). On the section, not on the slot's root: a remote's rules for `body` or
// `:root` land on the root, and a style attribute there would beat them.
const slotStyle = { ...SLOT_CUSTOM_PROPERTIES, ...SLOT_BASE_STYLE, height: '100%' } as CSSProperties;
const slotRoot = (name: string) => ({ [SLOT_ATTRIBUTE]: name });

export interface RemoteSlotProps {
  entry: RegistryEntry;
}

/**
 * The host-owned boundary around one remote. It loads the remote (its last known-good release in its place when the
 * live one fails to load), renders it with the contract props, and turns any failure (loading, rendering, effects,
 * event handlers) into the fallback screen in the slot. Every mount starts a fresh attempt at the live release, so
 * navigating away and back recovers a remote that has been fixed, without a page reload.
 *
 * The remote renders inside the slot's root (`data-mfp-slot`), which its scoped stylesheets match; the loading
 * and fallback screens sit beside it, out of the remote's styles' reach.
 *
 * The slot the server rendered (the page data's `serverSlot`, for this release) keeps the server's HTML while it
 * hydrates (`ServerRenderedSlot`, decision 0064); every later mount loads as above. A page that streams its slot
 * behind the shell (decision 0096) names that slot in a data block after the root, which the page data reads.
 *
 * Not caught: errors in a remote's async code (timers, promises), which cannot be attributed to a remote.
 */
export function RemoteSlot({ entry }: RemoteSlotProps) {
  const { serverSlot } = usePlatformServices();
  // Here, above the server-rendered and the browser's slot: a server-rendered slot handed over is still one mount.
  useMountCount(entry);
  const hydrating = !useHydrated();
  // Decided once per mount: the slot stays what it hydrated as.
  const [server, setServer] = useState(() =>
    hydrating && serverSlot?.name === entry.name && serverSlot.version === entry.version ? serverSlot : undefined,
  );
  const [handedOver, setHandedOver] = useState<RemoteLoadResult>();
  const handOver = useCallback((result: RemoteLoadResult) => {
    setHandedOver(result);
    setServer(undefined);
  }, []);
  // The server's shell before the slot is decided (decision 0096): whatever the slot becomes, its markup starts here,
  // so the server marks the place (SLOT_PENDING_PLACEHOLDER) and sends the slot's part when it knows which.
  if (useSlotPendingOnServer()) return <template data-mfp-slot-pending="" />;
  if (server?.status === 'rendered')
    return <ServerRenderedSlot entry={entry} version={server.version} style={slotStyle} onHandOver={handOver} />;
  // A remote that failed on the server loads in the browser like any other (last known-good release included), and
  // shows the server's digest if it fails here too.
  return <ClientSlot entry={entry} serverDigest={server?.digest} loaded={handedOver} />;
}

interface ClientSlotProps extends RemoteSlotProps {
  /** The server's digest, when the server failed first. */
  serverDigest?: string | undefined;
  /** The load a server-rendered slot already made and handed over, which this mount shows rather than loading again. */
  loaded?: RemoteLoadResult | undefined;
}

/** A slot the browser loads and renders on its own. */
function ClientSlot({ entry, serverDigest, loaded }: ClientSlotProps) {
  const { loader, reportFailure } = usePlatformServices();
  const timing = useMountTiming(entry.name);
  const [lifecycle, setLifecycle] = useRemoteLoad(entry, loader, timing, loaded);

  const servedFallback = lifecycle.status === 'ready' ? lifecycle.servedFallback : undefined;
  // The live release's failure while its last known-good release is shown, and the last known-good release's own
  // failure while the fallback screen shows the live one's: reported, never shown.
  // A live release that failed on the server and again here, with its last known-good release shown: the same incident.
  const liveFailureDigest = useFailureDigest(servedFallback?.failure, reportFailure, {
    ...(servedFallback && { servedFallback: servedFallback.version }),
    ...(serverDigest === undefined ? {} : { serverDigest }),
  });
  useFailureDigest(lifecycle.status === 'failed' ? lifecycle.fallbackFailure : undefined, reportFailure);

  // A render error belongs to the release on screen, which is the last known-good one while it is served.
  const shownVersion = servedFallback?.version ?? entry.version;
  const failRendering = useCallback(
    (error: unknown) => {
      const failure = toFailure(error, {
        ...failedAt(entry, shownVersion, 'render'),
        compatibilityNotes: loader.compatibilityNotes(entry.name),
      });
      // Only the first error counts: a component failing in a loop must produce one failure, not a storm.
      setLifecycle((previous) => (previous.status === 'failed' ? previous : { status: 'failed', failure }));
    },
    [entry, loader, shownVersion, setLifecycle],
  );
  const sectionRef = useRef<HTMLElement>(null);
  useInteractionErrors(sectionRef, failRendering);

  return (
    <section
      ref={sectionRef}
      data-remote={entry.name}
      data-status={lifecycle.status}
      data-served-fallback={servedFallback?.version}
      data-live-failure-digest={liveFailureDigest}
      style={slotStyle}
    >
      {lifecycle.status === 'loading' && <SlotLoading title={entry.title} />}
      {lifecycle.status === 'loading' && serverDigest !== undefined && (
        <ServerFailureNoscript entry={entry} digest={serverDigest} />
      )}
      {lifecycle.status === 'failed' && (
        <FallbackScreen failure={lifecycle.failure} fill="slot" serverDigest={serverDigest} />
      )}
      {lifecycle.status === 'ready' && (
        <div {...slotRoot(entry.name)}>
          <RenderBoundary onError={failRendering}>
            <LoaderDataProvider entry={entry} component={lifecycle.Component}>
              <lifecycle.Component basePath={entry.route} remoteName={entry.name} />
            </LoaderDataProvider>
            {timing && <FirstRender onRender={timing.rendered} />}
          </RenderBoundary>
        </div>
      )}
    </section>
  );
}
