/**
 * The host's own User Timing measures, read by `npm run bench` (bench/browser/pageSignals.ts) to time work that grows
 * with the registry. A mark and a measure cost microseconds; a browser without User Timing just gets none.
 */
export const HOST_MEASURES = {
  /** From reading the page data to a validated registry (JSON parse and schema checks of every entry). */
  registry: 'mfp:registry',
  /** Rendering the navigation: from the header's render to its last link's. */
  navigation: 'mfp:navigation',
} as const;

type HostMeasure = (typeof HOST_MEASURES)[keyof typeof HOST_MEASURES];

export function startMeasure(name: HostMeasure): void {
  try {
    performance.mark(`${name}:start`);
  } catch {
    // No User Timing here: nothing is measured.
  }
}

/** Ends `name` at this moment, from its latest start. */
export function endMeasure(name: HostMeasure): void {
  try {
    performance.measure(name, `${name}:start`);
  } catch {
    // No User Timing, or no start: nothing is measured.
  }
}
