import type { FailureKind } from './failureCatalogue';

/**
 * The catalogue's kinds a remote's render in the sandbox fails with (MFP-6xx), the one list the sandbox answers in and
 * the host counts and shows: no second vocabulary to map. A server build that cannot be fetched or does not match its
 * SHA-384 (`server-entry-unreachable`, `server-integrity-failed`) never reaches the sandbox, so they are not here.
 */
export const SERVER_RENDER_FAILURE_KINDS = [
  /** The remote's code threw or rejected, or `./App` was missing. */
  'server-render-failed',
  /** The deadline passed before the stream was complete (a loop, a promise that never settles). */
  'server-render-timed-out',
  /** The isolate hit its `memoryMb` and was disposed. */
  'server-memory-exceeded',
  /** The HTML went over the render's `outputBytes`, counted by the render process as it arrived; the isolate was disposed. */
  'server-output-exceeded',
  /** The remote reached for a capability it is not given: a disallowed fetch, `process`, `require`, `import()`. */
  'sandbox-refusal',
  /** The render process or isolated-vm could not start here (no usable Node, runtime not installed). */
  'sandbox-unavailable',
  /** The render process died while this render was in it (another remote may have crashed it). */
  'sandbox-crashed',
  /** More renders were waiting than the sandbox accepts: the slot goes to the browser at once. */
  'sandbox-busy',
  /** The remote's loader threw while its API answered 2xx (decision 0093). */
  'server-data-failed',
  /** A fetch of the loader got no answer from the API, and the loader failed. */
  'server-data-unreachable',
  /** The API answered outside 2xx, and the loader failed. */
  'server-data-status',
  /** The deadline passed while the loader ran. */
  'server-data-timed-out',
] as const satisfies readonly FailureKind[];

export type ServerRenderFailureKind = (typeof SERVER_RENDER_FAILURE_KINDS)[number];
