import type { ComputedLook } from './computedLook';

/**
 * `look` without some of its values: those that differ on purpose between two reads (a container's height with the
 * route's content, a box's width on a narrower page). `names` limits it to some elements; all of them without it.
 */
export function lookWithout(look: ComputedLook, properties: string[], names?: string[]): ComputedLook {
  return Object.fromEntries(
    Object.entries(look).map(([name, values]) => {
      if (!values || (names && !names.includes(name))) return [name, values];
      return [name, Object.fromEntries(Object.entries(values).filter(([property]) => !properties.includes(property)))];
    }),
  );
}
