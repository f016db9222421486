import { useEffect, useState } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { FailureReporter } from './failureReporter';

/**
 * Logs the failure with its cause to the console and reports it; returns the digest once the server acknowledges.
 * Keyed on the failure object, so re-renders neither log nor report again. Does nothing while `failure` is undefined,
 * so a component can call it for a failure it may not have. `servedFallback` is the last known-good version the user
 * was shown instead, when the failure is a live release's that the host replaced.
 */
export function useFailureDigest(
  failure: PlatformFailure | undefined,
  report: FailureReporter,
  servedFallback?: string,
): string | undefined {
  const [acknowledged, setAcknowledged] = useState<{ failure: PlatformFailure; digest: string } | null>(null);
  useEffect(() => {
    if (!failure) return;
    let current = true;
    if (servedFallback === undefined) console.error(failure);
    else console.error(`${failure.remote}: showing last known-good release ${servedFallback} in place of`, failure);
    const answer = servedFallback === undefined ? report(failure) : report(failure, { servedFallback });
    void answer.then((digest) => {
      if (current && digest) setAcknowledged({ failure, digest });
    });
    return () => {
      current = false;
    };
  }, [failure, report, servedFallback]);
  return failure && acknowledged?.failure === failure ? acknowledged.digest : undefined;
}
