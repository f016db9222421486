import type { ErrorInfo } from 'react';
import { isHydrationMismatch } from './isHydrationMismatch';
import { onRecoverableError } from './onRecoverableError';

/** A mismatch React recovered from, with where in the tree it was. */
export interface HydrationMismatch {
  error: Error;
  /** React's component stack at the mismatch; production builds name components as they were minified. */
  componentStack: string | undefined;
}

/** The page's hydration mismatches, between React, which recovers from them, and the slot they happened in. */
export interface HydrationMismatches {
  /** `hydrateRoot`'s `onRecoverableError`: logs every error React recovered from, and keeps the mismatches. */
  onRecoverableError(error: unknown, info: ErrorInfo): void;
  /** The mismatches no slot has claimed yet, now claimed by the caller. */
  claim(): HydrationMismatch[];
}

/**
 * Collects the page's hydration mismatches for the server-rendered slot they happened in (decision 0068). React
 * reports a mismatch at the root only, before the effects of the commit that rendered the mismatched part afresh run:
 * the slot React rendered afresh learns in its effect that it was not hydrated, and claims what arrived (`SlotHydration`).
 * A mismatch no slot claims is the host's own: in the console only.
 */
export function createHydrationMismatches(): HydrationMismatches {
  let unclaimed: HydrationMismatch[] = [];
  return {
    onRecoverableError(error, info) {
      onRecoverableError(error, info);
      if (isHydrationMismatch(error)) unclaimed.push({ error, componentStack: info.componentStack ?? undefined });
    },
    claim() {
      const claimed = unclaimed;
      unclaimed = [];
      return claimed;
    },
  };
}
