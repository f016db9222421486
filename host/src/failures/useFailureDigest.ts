import { useEffect, useState } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { FailureReporter, ReportDetails } from './failureReporter';

/**
 * Logs the failure with its cause to the console and reports it; returns the digest once the server acknowledges.
 * Keyed on the failure object, so re-renders neither log nor report again. Does nothing while `failure` is undefined,
 * so a component can call it for a failure it may not have. `details.servedFallback` is the last known-good version
 * the user was shown instead, when the failure is a live release's that the host replaced; `details.serverDigest` the
 * server's digest of the same slot's failure on the server, which the report then carries (decision 0068).
 */
export function useFailureDigest(
  failure: PlatformFailure | undefined,
  report: FailureReporter,
  { servedFallback, serverDigest }: Pick<ReportDetails, 'servedFallback' | 'serverDigest'> = {},
): string | undefined {
  const [acknowledged, setAcknowledged] = useState<{ failure: PlatformFailure; digest: string } | null>(null);
  useEffect(() => {
    if (!failure) return;
    let current = true;
    if (servedFallback === undefined) console.error(failure);
    else console.error(`${failure.remote}: showing last known-good release ${servedFallback} in place of`, failure);
    const details = {
      ...(servedFallback === undefined ? {} : { servedFallback }),
      ...(serverDigest === undefined ? {} : { serverDigest }),
    };
    const answer = Object.keys(details).length === 0 ? report(failure) : report(failure, details);
    void answer.then((digest) => {
      if (current && digest) setAcknowledged({ failure, digest });
    });
    return () => {
      current = false;
    };
  }, [failure, report, servedFallback, serverDigest]);
  return failure && acknowledged?.failure === failure ? acknowledged.digest : undefined;
}
