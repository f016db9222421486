import { useCallback, useEffect, useRef } from 'react';

/**
 * How long the pointer rests on a link before it counts as an intent to follow it: long enough to ignore a pointer
 * passing over the navigation on its way elsewhere, short against the 200-300 ms between hovering and clicking.
 */
export const INTENT_DELAY_MS = 65;

export interface IntentHandlers {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onTouchStart?: () => void;
}

/**
 * Event handlers for links that call `onIntent(target)` when the user looks set to follow one: the pointer rests on
 * it for INTENT_DELAY_MS, it gets the keyboard focus for as long, or a finger touches it (at once: the click follows
 * within a few tens of milliseconds). Leaving the link or its focus before the delay cancels. Without `onIntent` the
 * links get no handlers.
 *
 * Not covered: how often `onIntent` runs for one target; every new intent calls it again.
 */
export function useLinkIntent<T>(onIntent: ((target: T) => void) | undefined): (target: T) => IntentHandlers {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
  }, []);
  // A pending intent must not fire into an unmounted header.
  useEffect(() => cancel, [cancel]);

  return useCallback(
    (target: T): IntentHandlers => {
      if (!onIntent) return {};
      const later = () => {
        cancel();
        pending.current = setTimeout(() => {
          pending.current = undefined;
          onIntent(target);
        }, INTENT_DELAY_MS);
      };
      const now = () => {
        cancel();
        onIntent(target);
      };
      return { onPointerEnter: later, onPointerLeave: cancel, onFocus: later, onBlur: cancel, onTouchStart: now };
    },
    [onIntent, cancel],
  );
}
