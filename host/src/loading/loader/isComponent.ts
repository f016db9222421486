import type { ComponentType } from 'react';

const REACT_WRAPPER_TYPES = new Set([
  Symbol.for('react.memo'),
  Symbol.for('react.forward_ref'),
  Symbol.for('react.lazy'),
]);

/** True for anything React can render as an element type: functions, classes, memo, forwardRef and lazy wrappers. */
export function isComponent<P>(value: unknown): value is ComponentType<P> {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  return REACT_WRAPPER_TYPES.has((value as { $$typeof?: symbol }).$$typeof as symbol);
}
