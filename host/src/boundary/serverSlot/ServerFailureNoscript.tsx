import type { RegistryEntry } from '@mfp/shared/registry';
import { useMemo } from 'react';
import { toFailure } from '../../failures/failureFactory';
import { failedAt } from '../failedAt';
import { FallbackScreen } from '../FallbackScreen';
import { ServerSlotFailure } from './ServerSlotFailure';

/**
 * The fallback screen of a remote that failed on the server, with the server's digest, for readers without
 * JavaScript: the browser, which would render the slot itself, never runs. React renders nothing of a `<noscript>` in
 * the browser, so neither a report nor a second screen comes of it there.
 */
export function ServerFailureNoscript({ entry, digest }: { entry: RegistryEntry; digest: string }) {
  const failure = useMemo(
    () => toFailure(new ServerSlotFailure(digest), failedAt(entry, entry.version, 'render')),
    [entry, digest],
  );
  return (
    <noscript>
      <FallbackScreen failure={failure} fill="slot" serverDigest={digest} />
    </noscript>
  );
}
