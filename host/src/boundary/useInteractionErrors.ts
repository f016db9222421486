import { useEffect, useRef, type RefObject } from 'react';

/**
 * Every event a user (or the browser on their behalf) can cause that React may hand to a remote's handler. Capture
 * listeners see non-bubbling ones (focus, blur, scroll, media events) too.
 */
const USER_EVENT_TYPES = [
  ...['click', 'dblclick', 'auxclick', 'contextmenu', 'mousedown', 'mouseup', 'mouseover', 'mouseout', 'mousemove'],
  ...['pointerdown', 'pointerup', 'pointerover', 'pointerout', 'pointermove', 'pointercancel'],
  ...['touchstart', 'touchend', 'touchmove', 'touchcancel', 'wheel', 'scroll'],
  ...['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'change', 'select', 'submit', 'reset', 'invalid'],
  ...['focus', 'blur', 'focusin', 'focusout', 'copy', 'cut', 'paste', 'toggle'],
  ...['compositionstart', 'compositionupdate', 'compositionend'],
  ...['drag', 'dragstart', 'dragend', 'dragenter', 'dragleave', 'dragover', 'drop'],
  ...['animationstart', 'animationend', 'animationiteration', 'transitionend'],
  ...['load', 'play', 'pause', 'ended', 'timeupdate', 'volumechange', 'seeking', 'seeked'],
];

interface Slot {
  element: RefObject<HTMLElement | null>;
  onError: RefObject<(error: unknown) => void>;
}

const slots = new Set<Slot>();
// The slot whose subtree is receiving an event right now. React reports an error thrown by an event handler
// synchronously through `window.reportError` while the event is still being dispatched, so an error seen while this
// is set belongs to that slot.
let activeSlot: Slot | null = null;
let clearScheduled = false;

function slotContaining(target: EventTarget | null): Slot | undefined {
  if (!(target instanceof Node)) return undefined;
  for (const slot of slots) if (slot.element.current?.contains(target)) return slot;
  return undefined;
}

function noteEventTarget(event: Event): void {
  // `relatedTarget`: a blur or mouseout whose target has just left the remote still belongs to it.
  const slot = slotContaining(event.target) ?? slotContaining((event as Partial<MouseEvent>).relatedTarget ?? null);
  activeSlot = slot ?? null;
  if (slot && !clearScheduled) {
    clearScheduled = true;
    // A macrotask, not a microtask: microtasks run between the capture and bubble listeners of one native event.
    setTimeout(() => {
      activeSlot = null;
      clearScheduled = false;
    }, 0);
  }
}

function attributeError(event: ErrorEvent): void {
  const slot = activeSlot;
  if (!slot) return;
  // We log the failure ourselves, with its classification; the default "Uncaught" log would be a duplicate.
  event.preventDefault();
  slot.onError.current(event.error ?? new Error(event.message));
}

// Window capture runs before React's own listeners on the root, so the slot is known before any handler runs.
function listen(): void {
  for (const type of USER_EVENT_TYPES) window.addEventListener(type, noteEventTarget, { capture: true, passive: true });
  window.addEventListener('error', attributeError);
}

function stopListening(): void {
  for (const type of USER_EVENT_TYPES) window.removeEventListener(type, noteEventTarget, { capture: true });
  window.removeEventListener('error', attributeError);
  activeSlot = null;
}

/**
 * Attributes errors thrown by a remote's event handlers (which no error boundary catches) to the remote's slot: any
 * failure reported while an event targeted at the slot's element is being dispatched.
 *
 * Not caught: errors in a remote's async code (timers, promise callbacks, `await` in a handler), which run after the
 * event and cannot be told apart from anyone else's.
 */
export function useInteractionErrors(element: RefObject<HTMLElement | null>, onError: (error: unknown) => void): void {
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const slot: Slot = { element, onError: onErrorRef };
    if (slots.size === 0) listen();
    slots.add(slot);
    return () => {
      slots.delete(slot);
      if (slots.size === 0) stopListening();
    };
  }, [element]);
}
