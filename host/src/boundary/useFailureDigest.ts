import { useEffect, useState } from 'react';
import type { RemoteFailure } from '../federation/RemoteFailure';
import type { FailureReporter } from './reportFailure';

/**
 * Logs the failure with its cause to the console and reports it; returns the digest once the server acknowledges.
 * Keyed on the failure object, so re-renders neither log nor report again.
 */
export function useFailureDigest(failure: RemoteFailure, report: FailureReporter): string | undefined {
  const [acknowledged, setAcknowledged] = useState<{ failure: RemoteFailure; digest: string } | null>(null);
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
