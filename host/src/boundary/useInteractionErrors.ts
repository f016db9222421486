import { useCallback, useEffect, useRef } from 'react';

// The slot whose subtree is handling a user event right now. React reports an error thrown by an event handler
// synchronously through `window.reportError` while the event is still being dispatched, so an error seen while this
// is set belongs to that slot.
let activeSlot: symbol | null = null;

/**
 * Attributes errors thrown by a remote's event handlers (which no error boundary catches) to the remote's slot.
 * Spread the returned capture handlers on the slot's container.
 */
export function useInteractionErrors(onError: (error: unknown) => void) {
  const slot = useRef(Symbol('remote-slot')).current;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const listener = (event: ErrorEvent) => {
      if (activeSlot !== slot) return;
      // We log the failure ourselves, with its classification; the default "Uncaught" log would be a duplicate.
      event.preventDefault();
      onErrorRef.current(event.error ?? new Error(event.message));
    };
    window.addEventListener('error', listener);
    return () => window.removeEventListener('error', listener);
  }, [slot]);

  const markActive = useCallback(() => {
    activeSlot = slot;
    // A macrotask, not a microtask: microtasks run between the capture and bubble listeners of one native event.
    setTimeout(() => {
      if (activeSlot === slot) activeSlot = null;
    }, 0);
  }, [slot]);

  return {
    onClickCapture: markActive,
    onKeyDownCapture: markActive,
    onChangeCapture: markActive,
    onInputCapture: markActive,
    onSubmitCapture: markActive,
    onPointerDownCapture: markActive,
  };
}
