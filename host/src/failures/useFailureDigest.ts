import { useEffect, useState } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { FailureReporter } from './reportFailure';

/**
 * Logs the failure with its cause to the console and reports it; returns the digest once the server acknowledges.
 * Keyed on the failure object, so re-renders neither log nor report again.
 */
export function useFailureDigest(failure: PlatformFailure, report: FailureReporter): string | undefined {
  const [acknowledged, setAcknowledged] = useState<{ failure: PlatformFailure; digest: string } | null>(null);
  useEffect(() => {
    let current = true;
    console.error(failure);
    void report(failure).then((digest) => {
      if (current && digest) setAcknowledged({ failure, digest });
    });
    return () => {
      current = false;
    };
  }, [failure, report]);
  return acknowledged?.failure === failure ? acknowledged.digest : undefined;
}
